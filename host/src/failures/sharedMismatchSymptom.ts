/**
 * What a remote running with the wrong copy of a shared dependency looks like when it renders: React's invalid hook
 * call (in production, `null.useState` and friends, or minified errors #321 and #527), and react-router's hooks used
 * outside a `<Router>` (the remote's own copy cannot see the host's router).
 */
const SYMPTOMS = [
  /Invalid hook call/,
  /Cannot read properties of null \(reading 'use[A-Za-z]*'\)/,
  /Minified React error #(?:321|527)\b/,
  /may be used only in the context of a <Router> component/,
];

export function isSharedMismatchSymptom(message: string): boolean {
  return SYMPTOMS.some((symptom) => symptom.test(message));
}
