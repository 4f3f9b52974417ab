/*
 * Test stand-in for https://apis.google.com/js/api.js, which this offline machine cannot reach.
 * The Firebase JS SDK and the Auth emulator's helper iframe use only a sliver of gapi.iframes to
 * pass the popup's auth event from the emulator's iframe to the page: register/send/ping over
 * postMessage. This implements that sliver so the real popup flow runs end to end against the emulator.
 */
(function () {
  var FILTER = 'gapi-shim-cross-origin';
  var handlers = {};
  var queued = [];
  var pending = {};
  var seq = 0;
  var peer = null;

  function post(target, message) {
    message.__gapiShim = true;
    target.postMessage(message, '*');
  }

  function deliver(message, source) {
    var result = handlers[message.type](message.data);
    post(source, { kind: 'reply', id: message.id, result: [result] });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.__gapiShim !== true) return;
    if (message.kind === 'ping') post(event.source, { kind: 'pong', id: message.id });
    else if ((message.kind === 'pong' || message.kind === 'reply') && pending[message.id]) {
      var callback = pending[message.id];
      delete pending[message.id];
      callback(message.result);
    } else if (message.kind === 'send') {
      if (handlers[message.type]) deliver(message, event.source);
      else queued.push({ message: message, source: event.source });
    }
  });

  var channel = {
    register: function (type, handler) {
      handlers[type] = handler;
      queued = queued.filter(function (item) {
        if (item.message.type !== type) return true;
        deliver(item.message, item.source);
        return false;
      });
    },
    send: function (type, data, callback) {
      var id = ++seq;
      if (callback) pending[id] = callback;
      post(peer(), { kind: 'send', id: id, type: type, data: data });
    },
    ping: function (callback) {
      return new Promise(function (resolve) {
        var id = ++seq;
        var timer = setInterval(function () {
          post(peer(), { kind: 'ping', id: id });
        }, 100);
        pending[id] = function () {
          clearInterval(timer);
          if (callback) callback();
          resolve();
        };
        post(peer(), { kind: 'ping', id: id });
      });
    },
    restyle: function () {
      return Promise.resolve();
    },
  };

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      peer = function () {
        return frame.contentWindow;
      };
      return onOpen(channel);
    },
    getParentIframe: function () {
      peer = function () {
        return window.parent;
      };
      return channel;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(typeof options === 'function' ? options : options.callback, 0);
    },
    iframes: {
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
