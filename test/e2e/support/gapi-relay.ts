import type { BrowserContext } from '@playwright/test';

/**
 * The Firebase popup flow talks to the Auth emulator's helper iframe through Google's `gapi.iframes`
 * library, loaded from https://apis.google.com/js/api.js by both the web SDK and the emulator's iframe
 * page. Our machines are offline, so the browser tests serve this small stand-in instead: the same
 * calls (load, getContext, open, ping, register, send, getParentIframe) over window.postMessage.
 * Firebase, the emulator and its provider page stay real; only the CDN script is replaced.
 */
const GAPI_RELAY = String.raw`
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var TAG = '__gapiRelay';
  var nextId = 1;
  var pending = {};

  function Endpoint(target) {
    this.target = target;
    this.handlers = {};
    this.queued = [];
  }
  Endpoint.prototype.post = function (message) {
    message[TAG] = true;
    this.target.postMessage(message, '*');
  };
  Endpoint.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.queued.filter(function (m) { return m.name === name; });
    this.queued = this.queued.filter(function (m) { return m.name !== name; });
    for (var i = 0; i < waiting.length; i++) this.answer(waiting[i]);
  };
  Endpoint.prototype.answer = function (message) {
    var self = this;
    Promise.resolve(this.handlers[message.name](message.data)).then(function (result) {
      self.post({ kind: 'reply', id: message.id, result: [result] });
    });
  };
  Endpoint.prototype.send = function (name, data, callback) {
    var id = nextId++;
    pending[id] = callback || function () {};
    this.post({ kind: 'send', id: id, name: name, data: data });
  };
  Endpoint.prototype.restyle = function () { return Promise.resolve(); };

  var endpoints = [];
  function endpointFor(source) {
    for (var i = 0; i < endpoints.length; i++) if (endpoints[i].target === source) return endpoints[i];
    if (source === window.parent && window.parent !== window) return context.getParentIframe();
    return null;
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    if (message.kind === 'ping') { event.source.postMessage({ __gapiRelay: true, kind: 'pong', id: message.id }, '*'); return; }
    if (message.kind === 'pong' || message.kind === 'reply') {
      var callback = pending[message.id];
      delete pending[message.id];
      if (callback) callback(message.result);
      return;
    }
    if (message.kind === 'send') {
      var endpoint = endpointFor(event.source);
      if (!endpoint) return;
      if (endpoint.handlers[message.name]) endpoint.answer(message);
      else endpoint.queued.push(message);
    }
  });

  var parent = null;
  var context = {
    open: function (options, ready) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      frame.setAttribute('aria-hidden', 'true');
      frame.style.position = 'absolute';
      frame.style.top = '-100px';
      frame.style.width = '1px';
      frame.style.height = '1px';
      (options.where || document.body).appendChild(frame);
      var endpoint = new Endpoint(frame.contentWindow);
      endpoints.push(endpoint);
      endpoint.ping = function (callback) {
        return new Promise(function (resolve) {
          var done = false;
          var id = nextId++;
          pending[id] = function () {
            if (done) return;
            done = true;
            clearInterval(timer);
            if (callback) callback();
            resolve();
          };
          var timer = setInterval(function () {
            frame.contentWindow && frame.contentWindow.postMessage({ __gapiRelay: true, kind: 'ping', id: id }, '*');
          }, 50);
        });
      };
      return Promise.resolve(ready ? ready(endpoint) : endpoint).then(function () { return endpoint; });
    },
    getParentIframe: function () {
      if (!parent) {
        parent = new Endpoint(window.parent);
        endpoints.push(parent);
      }
      return parent;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: {
      getContext: function () { return context; },
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      Iframe: function () {},
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/** Serves the gapi stand-in to every page and frame of the context (the app and the emulator's iframe). */
export async function serveGapiRelay(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_RELAY }),
  );
}
