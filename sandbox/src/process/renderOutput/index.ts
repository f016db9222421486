/** The render output's shaping, for the bench to measure as the render process runs it (`@mfp/sandbox/renderOutput`). */
export { leadingHoistedRun } from './leadingHoistedRun';
export { shapeRenderOutput } from './shapeRenderOutput';
