// Served from the "remote's" release folder, so the guard attributes these calls to it: emotion's insert, N times.
window.insertRules = (sheet, count, prefix) => {
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    sheet.insertRule(`.${prefix}-${index} { color: rgb(0, 128, 0); padding: ${index % 9}px; }`, sheet.cssRules.length);
  }
  return performance.now() - started;
};
