import { render, screen } from '@testing-library/react';
import { ErrorScreen } from './ErrorScreen';

const SERVER_WORDING =
  'Application error: a server-side exception has occurred while loading example.test (see the server logs for more information).';
const CLIENT_WORDING =
  'Application error: a client-side exception has occurred while loading example.test (see the browser console for more information).';

describe('ErrorScreen', () => {
  it('with a digest: shows the server-side wording in an h2 and "Digest: <digest>" in a p', () => {
    const { container } = render(<ErrorScreen digest="123" fill="slot" hostname="example.test" />);

    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.tagName).toBe('H2');
    expect(heading.textContent).toBe(SERVER_WORDING);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]?.textContent).toBe('Digest: 123');
  });

  it('without a digest: shows the client-side wording and no p at all', () => {
    const { container } = render(<ErrorScreen fill="slot" hostname="example.test" />);

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(CLIENT_WORDING);
    expect(container.querySelector('p')).toBeNull();
    expect(container.textContent).not.toContain('Digest');
  });

  it('shows only the wording and the digest: exactly these texts, nothing else', () => {
    const { container } = render(<ErrorScreen digest="2638459815" fill="page" hostname="example.test" />);
    expect(container.textContent).toBe(`${SERVER_WORDING}Digest: 2638459815`);
  });

  it("uses the page's hostname by default", () => {
    render(<ErrorScreen fill="slot" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      `Application error: a client-side exception has occurred while loading ${window.location.hostname} (see the browser console for more information).`,
    );
  });

  it('is announced as an alert', () => {
    render(<ErrorScreen fill="slot" hostname="example.test" />);
    expect(screen.getByRole('alert')).toHaveTextContent(CLIENT_WORDING);
  });

  it('styles the heading and the digest line: 14px, weight 400, line height 28px, margin 0 8px', () => {
    render(<ErrorScreen digest="123" fill="slot" hostname="example.test" />);
    for (const element of [screen.getByRole('heading', { level: 2 }), screen.getByText('Digest: 123')]) {
      expect(element).toHaveStyle({ fontSize: '14px', fontWeight: '400', lineHeight: '28px', margin: '0px 8px' });
      expect(element.style.margin).toBe('0px 8px');
    }
  });

  it('centres the text in a flex column with the system-ui font stack', () => {
    render(<ErrorScreen fill="slot" hostname="example.test" />);
    const container = screen.getByRole('alert');
    expect(container).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
    });
    expect(container.style.fontFamily.startsWith('system-ui')).toBe(true);
    expect(container.style.fontFamily).toContain('sans-serif');
  });

  it('fills the viewport for a host failure (page)', () => {
    render(<ErrorScreen fill="page" hostname="example.test" />);
    expect(screen.getByRole('alert')).toHaveStyle({ height: '100vh' });
    expect(screen.getByRole('alert').style.minHeight).toBe('');
  });

  it("fills the remote's slot (slot)", () => {
    render(<ErrorScreen fill="slot" hostname="example.test" />);
    expect(screen.getByRole('alert')).toHaveStyle({ height: '100%', minHeight: '60vh' });
  });
});
