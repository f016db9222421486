import { reportHydrationMismatch } from './reportHydrationMismatch';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = '<div id="root"><p>server HTML</p></div>';
});
afterEach(() => consoleError.mockRestore());

it("logs React's hydration error and shows one banner outside React's root, however many errors come", () => {
  const error = new Error("Hydration failed because the server rendered HTML didn't match the client.");
  reportHydrationMismatch(error, { componentStack: '\n    at h1' });
  reportHydrationMismatch(error, { componentStack: '\n    at p' });
  expect(consoleError).toHaveBeenCalledTimes(2);
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Hydration error'), error, expect.anything());
  const banners = document.querySelectorAll('[role="alert"]');
  expect(banners).toHaveLength(1);
  expect(banners[0]?.textContent).toMatch(/^Hydration error: the remote rendered differently in the browser/);
  expect(document.getElementById('root')?.innerHTML).toBe('<p>server HTML</p>');
});
