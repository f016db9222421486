/* global window, performance, CSSStyleSheet, setTimeout */
// Served from the "remote's" release folder, so the guard attributes these calls to it: emotion's insert, N times.
window.insertRules = (sheet, count, prefix) => {
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    sheet.insertRule(`.${prefix}-${index} { color: rgb(0, 128, 0); padding: ${index % 9}px; }`, sheet.cssRules.length);
  }
  return performance.now() - started;
};

// The in-page half of one round: N inserts before the guard, then after it (scoper loaded), the host's own are timed from the host's script (guard.js), outside the folder.
window.measureRound = async (count, folder) => {
  const native = window.insertRules(new CSSStyleSheet(), count, 'n');
  window.installGuard(folder);
  window.insertRules(new CSSStyleSheet(), 1, 'warm');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const guarded = window.insertRules(new CSSStyleSheet(), count, 'g');
  return { native, guarded };
};
