// Unit tests use Apollo's MockLink; the ES-module-only upload link is replaced by the plain HttpLink.
const { HttpLink } = require("@apollo/client");

// Shaped like the real module: a default export only.
module.exports = { __esModule: true, default: HttpLink };
