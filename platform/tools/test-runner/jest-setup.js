/**
 * Waits in unit tests are for something to happen (findBy..., waitFor), never a fixed time, so a
 * longer limit only matters on a busy machine: there, rendering the whole catalogue in steps
 * took over testing-library's default 1 s (CI, 2 cores, a build beside it).
 */
const { configure } = require('@testing-library/dom');

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
