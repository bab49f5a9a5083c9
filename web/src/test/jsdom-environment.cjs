// jsdom without the Fetch API: React Router's data routers build a Request for every navigation,
// and Apollo's HttpLink needs fetch. Expose Node's implementations to the test globals.
const { TestEnvironment } = require("jest-environment-jsdom");

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ["fetch", "Request", "Response", "Headers"]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
