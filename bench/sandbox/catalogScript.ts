/**
 * A catalog-like server script for the sandbox's figures: title and description hoisted, an h1, and 60 product cards
 * with name, price, description and link (about the research's 26,000 characters), written as the server contract
 * describes (a classic script reading React from `globalThis.__mfpShared`).
 */
export const CATALOG_SCRIPT = `(function () {
  var React = globalThis.__mfpShared.react;
  var router = globalThis.__mfpShared['react-router'];
  var h = React.createElement;
  var products = [];
  for (var i = 0; i < 60; i++) {
    products.push({ id: 'product-' + i, name: 'Espresso cup no. ' + i, price: (12 + i * 0.5).toFixed(2),
      description: 'A double-walled glass cup for espresso, dishwasher safe, 80 ml, item ' + i + '.' });
  }
  function Card(props) {
    var p = props.product;
    return h('li', { className: 'card' },
      h('h2', null, h(router.Link, { to: p.id }, p.name)),
      h('p', { className: 'price' }, '€' + p.price),
      h('p', null, p.description),
      h('button', { type: 'button' }, 'Add to cart'));
  }
  function App(props) {
    return h('section', { 'data-remote': props.remoteName },
      h('title', null, 'Catalog · Shop'),
      h('meta', { name: 'description', content: 'Every product of the shop, with prices' }),
      h('h1', null, 'Catalog'),
      h('ul', null, products.map(function (p) { return h(Card, { key: p.id, product: p }); })));
  }
  globalThis.__mfpServerExposes = { './App': { default: App } };
})();`;
