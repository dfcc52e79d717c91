// Chart.js as a chunk of its own, fetched by the first chart a statistics page draws. A module of
// its own so the client tests can replace it (jsdom has no canvas to draw on).
export const loadChart = () => import(/* webpackChunkName: "chart" */ './chartJs');
