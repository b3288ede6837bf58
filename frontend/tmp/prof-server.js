"use strict";
(() => {
  var __create = Object.create;
  var __defProp = Object.defineProperty;
  var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
  var __getOwnPropNames = Object.getOwnPropertyNames;
  var __getProtoOf = Object.getPrototypeOf;
  var __hasOwnProp = Object.prototype.hasOwnProperty;
  var __typeError = (msg) => {
    throw TypeError(msg);
  };
  var __commonJS = (cb, mod) => function __require() {
    try {
      return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
    } catch (e) {
      throw mod = 0, e;
    }
  };
  var __copyProps = (to, from2, except, desc) => {
    if (from2 && typeof from2 === "object" || typeof from2 === "function") {
      for (let key of __getOwnPropNames(from2))
        if (!__hasOwnProp.call(to, key) && key !== except)
          __defProp(to, key, { get: () => from2[key], enumerable: !(desc = __getOwnPropDesc(from2, key)) || desc.enumerable });
    }
    return to;
  };
  var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
    // If the importer is in node compatibility mode or this is not an ESM
    // file that has been converted to a CommonJS file using a Babel-
    // compatible transform (i.e. "__esModule" has not been set), then set
    // "default" to the CommonJS "module.exports" for node compatibility.
    isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
    mod
  ));
  var __accessCheck = (obj, member, msg) => member.has(obj) || __typeError("Cannot " + msg);
  var __privateGet = (obj, member, getter) => (__accessCheck(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
  var __privateAdd = (obj, member, value) => member.has(obj) ? __typeError("Cannot add the same private member more than once") : member instanceof WeakSet ? member.add(obj) : member.set(obj, value);
  var __privateSet = (obj, member, value, setter) => (__accessCheck(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);

  // node_modules/react/cjs/react.production.js
  var require_react_production = __commonJS({
    "node_modules/react/cjs/react.production.js"(exports) {
      "use strict";
      var REACT_ELEMENT_TYPE = /* @__PURE__ */ Symbol.for("react.transitional.element");
      var REACT_PORTAL_TYPE = /* @__PURE__ */ Symbol.for("react.portal");
      var REACT_FRAGMENT_TYPE = /* @__PURE__ */ Symbol.for("react.fragment");
      var REACT_STRICT_MODE_TYPE = /* @__PURE__ */ Symbol.for("react.strict_mode");
      var REACT_PROFILER_TYPE = /* @__PURE__ */ Symbol.for("react.profiler");
      var REACT_CONSUMER_TYPE = /* @__PURE__ */ Symbol.for("react.consumer");
      var REACT_CONTEXT_TYPE = /* @__PURE__ */ Symbol.for("react.context");
      var REACT_FORWARD_REF_TYPE = /* @__PURE__ */ Symbol.for("react.forward_ref");
      var REACT_SUSPENSE_TYPE = /* @__PURE__ */ Symbol.for("react.suspense");
      var REACT_MEMO_TYPE = /* @__PURE__ */ Symbol.for("react.memo");
      var REACT_LAZY_TYPE2 = /* @__PURE__ */ Symbol.for("react.lazy");
      var REACT_ACTIVITY_TYPE = /* @__PURE__ */ Symbol.for("react.activity");
      var REACT_VIEW_TRANSITION_TYPE = /* @__PURE__ */ Symbol.for("react.view_transition");
      var MAYBE_ITERATOR_SYMBOL = Symbol.iterator;
      function getIteratorFn(maybeIterable) {
        if (null === maybeIterable || "object" !== typeof maybeIterable) return null;
        maybeIterable = MAYBE_ITERATOR_SYMBOL && maybeIterable[MAYBE_ITERATOR_SYMBOL] || maybeIterable["@@iterator"];
        return "function" === typeof maybeIterable ? maybeIterable : null;
      }
      var ReactNoopUpdateQueue = {
        isMounted: function() {
          return false;
        },
        enqueueForceUpdate: function() {
        },
        enqueueReplaceState: function() {
        },
        enqueueSetState: function() {
        }
      };
      var assign2 = Object.assign;
      var emptyObject = {};
      function Component4(props, context, updater) {
        this.props = props;
        this.context = context;
        this.refs = emptyObject;
        this.updater = updater || ReactNoopUpdateQueue;
      }
      Component4.prototype.isReactComponent = {};
      Component4.prototype.setState = function(partialState, callback) {
        if ("object" !== typeof partialState && "function" !== typeof partialState && null != partialState)
          throw Error(
            "takes an object of state variables to update or a function which returns an object of state variables."
          );
        this.updater.enqueueSetState(this, partialState, callback, "setState");
      };
      Component4.prototype.forceUpdate = function(callback) {
        this.updater.enqueueForceUpdate(this, callback, "forceUpdate");
      };
      function ComponentDummy() {
      }
      ComponentDummy.prototype = Component4.prototype;
      function PureComponent(props, context, updater) {
        this.props = props;
        this.context = context;
        this.refs = emptyObject;
        this.updater = updater || ReactNoopUpdateQueue;
      }
      var pureComponentPrototype = PureComponent.prototype = new ComponentDummy();
      pureComponentPrototype.constructor = PureComponent;
      assign2(pureComponentPrototype, Component4.prototype);
      pureComponentPrototype.isPureReactComponent = true;
      var isArrayImpl = Array.isArray;
      function noop() {
      }
      var ReactSharedInternals = { H: null, A: null, T: null, S: null };
      var hasOwnProperty = Object.prototype.hasOwnProperty;
      function ReactElement(type, key, props) {
        var refProp = props.ref;
        return {
          $$typeof: REACT_ELEMENT_TYPE,
          type,
          key,
          ref: void 0 !== refProp ? refProp : null,
          props
        };
      }
      function cloneAndReplaceKey(oldElement, newKey) {
        return ReactElement(oldElement.type, newKey, oldElement.props);
      }
      function isValidElement3(object) {
        return "object" === typeof object && null !== object && object.$$typeof === REACT_ELEMENT_TYPE;
      }
      function escape(key) {
        var escaperLookup = { "=": "=0", ":": "=2" };
        return "$" + key.replace(/[=:]/g, function(match2) {
          return escaperLookup[match2];
        });
      }
      var userProvidedKeyEscapeRegex = /\/+/g;
      function getElementKey(element, index) {
        return "object" === typeof element && null !== element && null != element.key ? escape("" + element.key) : index.toString(36);
      }
      function resolveThenable(thenable) {
        switch (thenable.status) {
          case "fulfilled":
            return thenable.value;
          case "rejected":
            throw thenable.reason;
          default:
            switch ("string" === typeof thenable.status ? thenable.then(noop, noop) : (thenable.status = "pending", thenable.then(
              function(fulfilledValue) {
                "pending" === thenable.status && (thenable.status = "fulfilled", thenable.value = fulfilledValue);
              },
              function(error) {
                "pending" === thenable.status && (thenable.status = "rejected", thenable.reason = error);
              }
            )), thenable.status) {
              case "fulfilled":
                return thenable.value;
              case "rejected":
                throw thenable.reason;
            }
        }
        throw thenable;
      }
      function mapIntoArray(children, array, escapedPrefix, nameSoFar, callback) {
        var type = typeof children;
        if ("undefined" === type || "boolean" === type) children = null;
        var invokeCallback = false;
        if (null === children) invokeCallback = true;
        else
          switch (type) {
            case "bigint":
            case "string":
            case "number":
              invokeCallback = true;
              break;
            case "object":
              switch (children.$$typeof) {
                case REACT_ELEMENT_TYPE:
                case REACT_PORTAL_TYPE:
                  invokeCallback = true;
                  break;
                case REACT_LAZY_TYPE2:
                  return invokeCallback = children._init, mapIntoArray(
                    invokeCallback(children._payload),
                    array,
                    escapedPrefix,
                    nameSoFar,
                    callback
                  );
              }
          }
        if (invokeCallback)
          return callback = callback(children), invokeCallback = "" === nameSoFar ? "." + getElementKey(children, 0) : nameSoFar, isArrayImpl(callback) ? (escapedPrefix = "", null != invokeCallback && (escapedPrefix = invokeCallback.replace(userProvidedKeyEscapeRegex, "$&/") + "/"), mapIntoArray(callback, array, escapedPrefix, "", function(c2) {
            return c2;
          })) : null != callback && (isValidElement3(callback) && (callback = cloneAndReplaceKey(
            callback,
            escapedPrefix + (null == callback.key || children && children.key === callback.key ? "" : ("" + callback.key).replace(
              userProvidedKeyEscapeRegex,
              "$&/"
            ) + "/") + invokeCallback
          )), array.push(callback)), 1;
        invokeCallback = 0;
        var nextNamePrefix = "" === nameSoFar ? "." : nameSoFar + ":";
        if (isArrayImpl(children))
          for (var i2 = 0; i2 < children.length; i2++)
            nameSoFar = children[i2], type = nextNamePrefix + getElementKey(nameSoFar, i2), invokeCallback += mapIntoArray(
              nameSoFar,
              array,
              escapedPrefix,
              type,
              callback
            );
        else if (i2 = getIteratorFn(children), "function" === typeof i2)
          for (children = i2.call(children), i2 = 0; !(nameSoFar = children.next()).done; )
            nameSoFar = nameSoFar.value, type = nextNamePrefix + getElementKey(nameSoFar, i2++), invokeCallback += mapIntoArray(
              nameSoFar,
              array,
              escapedPrefix,
              type,
              callback
            );
        else if ("object" === type) {
          if ("function" === typeof children.then)
            return mapIntoArray(
              resolveThenable(children),
              array,
              escapedPrefix,
              nameSoFar,
              callback
            );
          array = String(children);
          throw Error(
            "Objects are not valid as a React child (found: " + ("[object Object]" === array ? "object with keys {" + Object.keys(children).join(", ") + "}" : array) + "). If you meant to render a collection of children, use an array instead."
          );
        }
        return invokeCallback;
      }
      function mapChildren(children, func, context) {
        if (null == children) return children;
        var result = [], count3 = 0;
        mapIntoArray(children, result, "", "", function(child) {
          return func.call(context, child, count3++);
        });
        return result;
      }
      function lazyInitializer(payload) {
        if (-1 === payload._status) {
          var ctor = payload._result, thenable = ctor();
          thenable.then(
            function(moduleObject) {
              if (0 === payload._status || -1 === payload._status)
                payload._status = 1, payload._result = moduleObject, void 0 === thenable.status && (thenable.status = "fulfilled", thenable.value = moduleObject);
            },
            function(error) {
              if (0 === payload._status || -1 === payload._status)
                payload._status = 2, payload._result = error, void 0 === thenable.status && (thenable.status = "rejected", thenable.reason = error);
            }
          );
          -1 === payload._status && (payload._status = 0, payload._result = thenable);
        }
        if (1 === payload._status) return payload._result.default;
        throw payload._result;
      }
      var reportGlobalError = "function" === typeof reportError ? reportError : function(error) {
        if ("object" === typeof window && "function" === typeof window.ErrorEvent) {
          var event = new window.ErrorEvent("error", {
            bubbles: true,
            cancelable: true,
            message: "object" === typeof error && null !== error && "string" === typeof error.message ? String(error.message) : String(error),
            error
          });
          if (!window.dispatchEvent(event)) return;
        } else if ("object" === typeof process && "function" === typeof process.emit) {
          process.emit("uncaughtException", error);
          return;
        }
        console.error(error);
      };
      function startTransition3(scope) {
        var prevTransition = ReactSharedInternals.T, currentTransition = {};
        currentTransition.types = null !== prevTransition ? prevTransition.types : null;
        ReactSharedInternals.T = currentTransition;
        try {
          var returnValue = scope(), onStartTransitionFinish = ReactSharedInternals.S;
          null !== onStartTransitionFinish && onStartTransitionFinish(currentTransition, returnValue);
          "object" === typeof returnValue && null !== returnValue && "function" === typeof returnValue.then && returnValue.then(noop, reportGlobalError);
        } catch (error) {
          reportGlobalError(error);
        } finally {
          null !== prevTransition && null !== currentTransition.types && (prevTransition.types = currentTransition.types), ReactSharedInternals.T = prevTransition;
        }
      }
      function addTransitionType(type) {
        var transition = ReactSharedInternals.T;
        if (null !== transition) {
          var transitionTypes = transition.types;
          null === transitionTypes ? transition.types = [type] : -1 === transitionTypes.indexOf(type) && transitionTypes.push(type);
        } else startTransition3(addTransitionType.bind(null, type));
      }
      var Children6 = {
        map: mapChildren,
        forEach: function(children, forEachFunc, forEachContext) {
          mapChildren(
            children,
            function() {
              forEachFunc.apply(this, arguments);
            },
            forEachContext
          );
        },
        count: function(children) {
          var n2 = 0;
          mapChildren(children, function() {
            n2++;
          });
          return n2;
        },
        toArray: function(children) {
          return mapChildren(children, function(child) {
            return child;
          }) || [];
        },
        only: function(children) {
          if (!isValidElement3(children))
            throw Error(
              "React.Children.only expected to receive a single React element child."
            );
          return children;
        }
      };
      exports.Activity = REACT_ACTIVITY_TYPE;
      exports.Children = Children6;
      exports.Component = Component4;
      exports.Fragment = REACT_FRAGMENT_TYPE;
      exports.Profiler = REACT_PROFILER_TYPE;
      exports.PureComponent = PureComponent;
      exports.StrictMode = REACT_STRICT_MODE_TYPE;
      exports.Suspense = REACT_SUSPENSE_TYPE;
      exports.ViewTransition = REACT_VIEW_TRANSITION_TYPE;
      exports.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = ReactSharedInternals;
      exports.__COMPILER_RUNTIME = {
        __proto__: null,
        c: function(size) {
          return ReactSharedInternals.H.useMemoCache(size);
        }
      };
      exports.addTransitionType = addTransitionType;
      exports.cache = function(fn) {
        return function() {
          return fn.apply(null, arguments);
        };
      };
      exports.cacheSignal = function() {
        return null;
      };
      exports.cloneElement = function(element, config, children) {
        if (null === element || void 0 === element)
          throw Error(
            "The argument must be a React element, but you passed " + element + "."
          );
        var props = assign2({}, element.props), key = element.key;
        if (null != config)
          for (propName in void 0 !== config.key && (key = "" + config.key), config)
            !hasOwnProperty.call(config, propName) || "key" === propName || "__self" === propName || "__source" === propName || "ref" === propName && void 0 === config.ref || (props[propName] = config[propName]);
        var propName = arguments.length - 2;
        if (1 === propName) props.children = children;
        else if (1 < propName) {
          for (var childArray = Array(propName), i2 = 0; i2 < propName; i2++)
            childArray[i2] = arguments[i2 + 2];
          props.children = childArray;
        }
        return ReactElement(element.type, key, props);
      };
      exports.createContext = function(defaultValue) {
        defaultValue = {
          $$typeof: REACT_CONTEXT_TYPE,
          _currentValue: defaultValue,
          _currentValue2: defaultValue,
          _threadCount: 0,
          Provider: null,
          Consumer: null
        };
        defaultValue.Provider = defaultValue;
        defaultValue.Consumer = {
          $$typeof: REACT_CONSUMER_TYPE,
          _context: defaultValue
        };
        return defaultValue;
      };
      exports.createElement = function(type, config, children) {
        var propName, props = {}, key = null;
        if (null != config)
          for (propName in void 0 !== config.key && (key = "" + config.key), config)
            hasOwnProperty.call(config, propName) && "key" !== propName && "__self" !== propName && "__source" !== propName && (props[propName] = config[propName]);
        var childrenLength = arguments.length - 2;
        if (1 === childrenLength) props.children = children;
        else if (1 < childrenLength) {
          for (var childArray = Array(childrenLength), i2 = 0; i2 < childrenLength; i2++)
            childArray[i2] = arguments[i2 + 2];
          props.children = childArray;
        }
        if (type && type.defaultProps)
          for (propName in childrenLength = type.defaultProps, childrenLength)
            void 0 === props[propName] && (props[propName] = childrenLength[propName]);
        return ReactElement(type, key, props);
      };
      exports.createRef = function() {
        return { current: null };
      };
      exports.forwardRef = function(render2) {
        return { $$typeof: REACT_FORWARD_REF_TYPE, render: render2 };
      };
      exports.isValidElement = isValidElement3;
      exports.lazy = function(ctor) {
        return {
          $$typeof: REACT_LAZY_TYPE2,
          _payload: { _status: -1, _result: ctor },
          _init: lazyInitializer
        };
      };
      exports.memo = function(type, compare) {
        return {
          $$typeof: REACT_MEMO_TYPE,
          type,
          compare: void 0 === compare ? null : compare
        };
      };
      exports.startTransition = startTransition3;
      exports.unstable_useCacheRefresh = function() {
        return ReactSharedInternals.H.useCacheRefresh();
      };
      exports.use = function(usable) {
        return ReactSharedInternals.H.use(usable);
      };
      exports.useActionState = function(action, initialState, permalink) {
        return ReactSharedInternals.H.useActionState(action, initialState, permalink);
      };
      exports.useCallback = function(callback, deps) {
        return ReactSharedInternals.H.useCallback(callback, deps);
      };
      exports.useContext = function(Context) {
        return ReactSharedInternals.H.useContext(Context);
      };
      exports.useDebugValue = function() {
      };
      exports.useDeferredValue = function(value, initialValue) {
        return ReactSharedInternals.H.useDeferredValue(value, initialValue);
      };
      exports.useEffect = function(create, deps) {
        return ReactSharedInternals.H.useEffect(create, deps);
      };
      exports.useEffectEvent = function(callback) {
        return ReactSharedInternals.H.useEffectEvent(callback);
      };
      exports.useId = function() {
        return ReactSharedInternals.H.useId();
      };
      exports.useImperativeHandle = function(ref, create, deps) {
        return ReactSharedInternals.H.useImperativeHandle(ref, create, deps);
      };
      exports.useInsertionEffect = function(create, deps) {
        return ReactSharedInternals.H.useInsertionEffect(create, deps);
      };
      exports.useLayoutEffect = function(create, deps) {
        return ReactSharedInternals.H.useLayoutEffect(create, deps);
      };
      exports.useMemo = function(create, deps) {
        return ReactSharedInternals.H.useMemo(create, deps);
      };
      exports.useOptimistic = function(passthrough, reducer) {
        return ReactSharedInternals.H.useOptimistic(passthrough, reducer);
      };
      exports.useReducer = function(reducer, initialArg, init) {
        return ReactSharedInternals.H.useReducer(reducer, initialArg, init);
      };
      exports.useRef = function(initialValue) {
        return ReactSharedInternals.H.useRef(initialValue);
      };
      exports.useState = function(initialState) {
        return ReactSharedInternals.H.useState(initialState);
      };
      exports.useSyncExternalStore = function(subscribe, getSnapshot, getServerSnapshot) {
        return ReactSharedInternals.H.useSyncExternalStore(
          subscribe,
          getSnapshot,
          getServerSnapshot
        );
      };
      exports.useTransition = function() {
        return ReactSharedInternals.H.useTransition();
      };
      exports.version = "19.3.1";
    }
  });

  // node_modules/react/index.js
  var require_react = __commonJS({
    "node_modules/react/index.js"(exports, module) {
      "use strict";
      if (true) {
        module.exports = require_react_production();
      } else {
        module.exports = null;
      }
    }
  });

  // node_modules/react-dom/cjs/react-dom.production.js
  var require_react_dom_production = __commonJS({
    "node_modules/react-dom/cjs/react-dom.production.js"(exports) {
      "use strict";
      var React41 = require_react();
      function formatProdErrorMessage(code) {
        var url = "https://react.dev/errors/" + code;
        if (1 < arguments.length) {
          url += "?args[]=" + encodeURIComponent(arguments[1]);
          for (var i2 = 2; i2 < arguments.length; i2++)
            url += "&args[]=" + encodeURIComponent(arguments[i2]);
        }
        return "Minified React error #" + code + "; visit " + url + " for the full message or use the non-minified dev environment for full errors and additional helpful warnings.";
      }
      function noop() {
      }
      var Internals = {
        d: {
          f: noop,
          r: function() {
            throw Error(formatProdErrorMessage(522));
          },
          D: noop,
          C: noop,
          L: noop,
          m: noop,
          X: noop,
          S: noop,
          M: noop
        },
        p: 0,
        findDOMNode: null
      };
      var REACT_PORTAL_TYPE = /* @__PURE__ */ Symbol.for("react.portal");
      var REACT_RECOVERABLE_TYPE = /* @__PURE__ */ Symbol.for("react.recoverable");
      var REACT_OPTIMISTIC_KEY = /* @__PURE__ */ Symbol.for("react.optimistic_key");
      function createPortal$1(children, containerInfo, implementation) {
        var key = 3 < arguments.length && void 0 !== arguments[3] ? arguments[3] : null;
        return {
          $$typeof: REACT_PORTAL_TYPE,
          key: null == key ? null : key === REACT_OPTIMISTIC_KEY ? REACT_OPTIMISTIC_KEY : "" + key,
          children,
          containerInfo,
          implementation
        };
      }
      var ReactSharedInternals = React41.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
      function getCrossOriginStringAs(as, input) {
        if ("font" === as) return "";
        if ("string" === typeof input)
          return "use-credentials" === input ? input : "";
      }
      exports.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = Internals;
      exports.browser = function(reason) {
        return { $$typeof: REACT_RECOVERABLE_TYPE, _reason: reason };
      };
      exports.createPortal = function(children, container) {
        var key = 2 < arguments.length && void 0 !== arguments[2] ? arguments[2] : null;
        if (!container || 1 !== container.nodeType && 9 !== container.nodeType && 11 !== container.nodeType)
          throw Error(formatProdErrorMessage(299));
        return createPortal$1(children, container, null, key);
      };
      exports.flushSync = function(fn) {
        var previousTransition = ReactSharedInternals.T, previousUpdatePriority = Internals.p;
        try {
          if (ReactSharedInternals.T = null, Internals.p = 2, fn) return fn();
        } finally {
          ReactSharedInternals.T = previousTransition, Internals.p = previousUpdatePriority, Internals.d.f();
        }
      };
      exports.preconnect = function(href, options2) {
        "string" === typeof href && (options2 ? (options2 = options2.crossOrigin, options2 = "string" === typeof options2 ? "use-credentials" === options2 ? options2 : "" : void 0) : options2 = null, Internals.d.C(href, options2));
      };
      exports.prefetchDNS = function(href) {
        "string" === typeof href && Internals.d.D(href);
      };
      exports.preinit = function(href, options2) {
        if ("string" === typeof href && options2 && "string" === typeof options2.as) {
          var as = options2.as, crossOrigin = getCrossOriginStringAs(as, options2.crossOrigin), integrity = "string" === typeof options2.integrity ? options2.integrity : void 0, fetchPriority = "string" === typeof options2.fetchPriority ? options2.fetchPriority : void 0;
          "style" === as ? Internals.d.S(
            href,
            "string" === typeof options2.precedence ? options2.precedence : void 0,
            {
              crossOrigin,
              integrity,
              fetchPriority
            }
          ) : "script" === as && Internals.d.X(href, {
            crossOrigin,
            integrity,
            fetchPriority,
            nonce: "string" === typeof options2.nonce ? options2.nonce : void 0
          });
        }
      };
      exports.preinitModule = function(href, options2) {
        if ("string" === typeof href)
          if ("object" === typeof options2 && null !== options2) {
            if (null == options2.as || "script" === options2.as) {
              var crossOrigin = getCrossOriginStringAs(
                options2.as,
                options2.crossOrigin
              );
              Internals.d.M(href, {
                crossOrigin,
                integrity: "string" === typeof options2.integrity ? options2.integrity : void 0,
                nonce: "string" === typeof options2.nonce ? options2.nonce : void 0,
                fetchPriority: "string" === typeof options2.fetchPriority ? options2.fetchPriority : void 0
              });
            }
          } else null == options2 && Internals.d.M(href);
      };
      exports.preload = function(href, options2) {
        if ("string" === typeof href && "object" === typeof options2 && null !== options2 && "string" === typeof options2.as) {
          var as = options2.as, crossOrigin = getCrossOriginStringAs(as, options2.crossOrigin);
          Internals.d.L(href, as, {
            crossOrigin,
            integrity: "string" === typeof options2.integrity ? options2.integrity : void 0,
            nonce: "string" === typeof options2.nonce ? options2.nonce : void 0,
            type: "string" === typeof options2.type ? options2.type : void 0,
            fetchPriority: "string" === typeof options2.fetchPriority ? options2.fetchPriority : void 0,
            referrerPolicy: "string" === typeof options2.referrerPolicy ? options2.referrerPolicy : void 0,
            imageSrcSet: "string" === typeof options2.imageSrcSet ? options2.imageSrcSet : void 0,
            imageSizes: "string" === typeof options2.imageSizes ? options2.imageSizes : void 0,
            media: "string" === typeof options2.media ? options2.media : void 0
          });
        }
      };
      exports.preloadModule = function(href, options2) {
        if ("string" === typeof href)
          if (options2) {
            var crossOrigin = getCrossOriginStringAs(options2.as, options2.crossOrigin);
            Internals.d.m(href, {
              as: "string" === typeof options2.as && "script" !== options2.as ? options2.as : void 0,
              crossOrigin,
              integrity: "string" === typeof options2.integrity ? options2.integrity : void 0,
              nonce: "string" === typeof options2.nonce ? options2.nonce : void 0,
              fetchPriority: "string" === typeof options2.fetchPriority ? options2.fetchPriority : void 0
            });
          } else Internals.d.m(href);
      };
      exports.requestFormReset = function(form) {
        Internals.d.r(form);
      };
      exports.unstable_batchedUpdates = function(fn, a2) {
        return fn(a2);
      };
      exports.useFormState = function(action, initialState, permalink) {
        return ReactSharedInternals.H.useFormState(action, initialState, permalink);
      };
      exports.useFormStatus = function() {
        return ReactSharedInternals.H.useHostTransitionStatus();
      };
      exports.version = "19.3.1";
    }
  });

  // node_modules/react-dom/index.js
  var require_react_dom = __commonJS({
    "node_modules/react-dom/index.js"(exports, module) {
      "use strict";
      function checkDCE() {
        if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ === "undefined" || typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE !== "function") {
          return;
        }
        if (false) {
          throw new Error("^_^");
        }
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(checkDCE);
        } catch (err) {
          console.error(err);
        }
      }
      if (true) {
        checkDCE();
        module.exports = require_react_dom_production();
      } else {
        module.exports = null;
      }
    }
  });

  // node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js
  var require_react_dom_server_legacy_browser_production = __commonJS({
    "node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js"(exports) {
      "use strict";
      var React41 = require_react();
      var ReactDOM3 = require_react_dom();
      function formatProdErrorMessage(code) {
        var url = "https://react.dev/errors/" + code;
        if (1 < arguments.length) {
          url += "?args[]=" + encodeURIComponent(arguments[1]);
          for (var i2 = 2; i2 < arguments.length; i2++)
            url += "&args[]=" + encodeURIComponent(arguments[i2]);
        }
        return "Minified React error #" + code + "; visit " + url + " for the full message or use the non-minified dev environment for full errors and additional helpful warnings.";
      }
      var REACT_ELEMENT_TYPE = /* @__PURE__ */ Symbol.for("react.transitional.element");
      var REACT_PORTAL_TYPE = /* @__PURE__ */ Symbol.for("react.portal");
      var REACT_FRAGMENT_TYPE = /* @__PURE__ */ Symbol.for("react.fragment");
      var REACT_STRICT_MODE_TYPE = /* @__PURE__ */ Symbol.for("react.strict_mode");
      var REACT_PROFILER_TYPE = /* @__PURE__ */ Symbol.for("react.profiler");
      var REACT_CONSUMER_TYPE = /* @__PURE__ */ Symbol.for("react.consumer");
      var REACT_CONTEXT_TYPE = /* @__PURE__ */ Symbol.for("react.context");
      var REACT_FORWARD_REF_TYPE = /* @__PURE__ */ Symbol.for("react.forward_ref");
      var REACT_SUSPENSE_TYPE = /* @__PURE__ */ Symbol.for("react.suspense");
      var REACT_SUSPENSE_LIST_TYPE = /* @__PURE__ */ Symbol.for("react.suspense_list");
      var REACT_MEMO_TYPE = /* @__PURE__ */ Symbol.for("react.memo");
      var REACT_LAZY_TYPE2 = /* @__PURE__ */ Symbol.for("react.lazy");
      var REACT_SCOPE_TYPE = /* @__PURE__ */ Symbol.for("react.scope");
      var REACT_ACTIVITY_TYPE = /* @__PURE__ */ Symbol.for("react.activity");
      var REACT_LEGACY_HIDDEN_TYPE = /* @__PURE__ */ Symbol.for("react.legacy_hidden");
      var REACT_MEMO_CACHE_SENTINEL = /* @__PURE__ */ Symbol.for("react.memo_cache_sentinel");
      var REACT_VIEW_TRANSITION_TYPE = /* @__PURE__ */ Symbol.for("react.view_transition");
      var REACT_RECOVERABLE_TYPE = /* @__PURE__ */ Symbol.for("react.recoverable");
      var MAYBE_ITERATOR_SYMBOL = Symbol.iterator;
      function getIteratorFn(maybeIterable) {
        if (null === maybeIterable || "object" !== typeof maybeIterable) return null;
        maybeIterable = MAYBE_ITERATOR_SYMBOL && maybeIterable[MAYBE_ITERATOR_SYMBOL] || maybeIterable["@@iterator"];
        return "function" === typeof maybeIterable ? maybeIterable : null;
      }
      var REACT_OPTIMISTIC_KEY = /* @__PURE__ */ Symbol.for("react.optimistic_key");
      var isArrayImpl = Array.isArray;
      function murmurhash3_32_gc(key, seed) {
        var remainder = key.length & 3;
        var bytes = key.length - remainder;
        var h1 = seed;
        for (seed = 0; seed < bytes; ) {
          var k1 = key.charCodeAt(seed) & 255 | (key.charCodeAt(++seed) & 255) << 8 | (key.charCodeAt(++seed) & 255) << 16 | (key.charCodeAt(++seed) & 255) << 24;
          ++seed;
          k1 = 3432918353 * (k1 & 65535) + ((3432918353 * (k1 >>> 16) & 65535) << 16) & 4294967295;
          k1 = k1 << 15 | k1 >>> 17;
          k1 = 461845907 * (k1 & 65535) + ((461845907 * (k1 >>> 16) & 65535) << 16) & 4294967295;
          h1 ^= k1;
          h1 = h1 << 13 | h1 >>> 19;
          h1 = 5 * (h1 & 65535) + ((5 * (h1 >>> 16) & 65535) << 16) & 4294967295;
          h1 = (h1 & 65535) + 27492 + (((h1 >>> 16) + 58964 & 65535) << 16);
        }
        k1 = 0;
        switch (remainder) {
          case 3:
            k1 ^= (key.charCodeAt(seed + 2) & 255) << 16;
          case 2:
            k1 ^= (key.charCodeAt(seed + 1) & 255) << 8;
          case 1:
            k1 ^= key.charCodeAt(seed) & 255, k1 = 3432918353 * (k1 & 65535) + ((3432918353 * (k1 >>> 16) & 65535) << 16) & 4294967295, k1 = k1 << 15 | k1 >>> 17, h1 ^= 461845907 * (k1 & 65535) + ((461845907 * (k1 >>> 16) & 65535) << 16) & 4294967295;
        }
        h1 ^= key.length;
        h1 ^= h1 >>> 16;
        h1 = 2246822507 * (h1 & 65535) + ((2246822507 * (h1 >>> 16) & 65535) << 16) & 4294967295;
        h1 ^= h1 >>> 13;
        h1 = 3266489909 * (h1 & 65535) + ((3266489909 * (h1 >>> 16) & 65535) << 16) & 4294967295;
        return (h1 ^ h1 >>> 16) >>> 0;
      }
      var assign2 = Object.assign;
      var hasOwnProperty = Object.prototype.hasOwnProperty;
      var VALID_ATTRIBUTE_NAME_REGEX = RegExp(
        "^[:A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD][:A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*$"
      );
      var illegalAttributeNameCache = {};
      var validatedAttributeNameCache = {};
      function isAttributeNameSafe(attributeName) {
        if (hasOwnProperty.call(validatedAttributeNameCache, attributeName))
          return true;
        if (hasOwnProperty.call(illegalAttributeNameCache, attributeName)) return false;
        if (VALID_ATTRIBUTE_NAME_REGEX.test(attributeName))
          return validatedAttributeNameCache[attributeName] = true;
        illegalAttributeNameCache[attributeName] = true;
        return false;
      }
      var unitlessNumbers = new Set(
        "animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive WebkitFlexShrink WebkitLineClamp".split(
          " "
        )
      );
      var aliases = /* @__PURE__ */ new Map([
        ["acceptCharset", "accept-charset"],
        ["htmlFor", "for"],
        ["httpEquiv", "http-equiv"],
        ["crossOrigin", "crossorigin"],
        ["accentHeight", "accent-height"],
        ["alignmentBaseline", "alignment-baseline"],
        ["arabicForm", "arabic-form"],
        ["baselineShift", "baseline-shift"],
        ["capHeight", "cap-height"],
        ["clipPath", "clip-path"],
        ["clipRule", "clip-rule"],
        ["colorInterpolation", "color-interpolation"],
        ["colorInterpolationFilters", "color-interpolation-filters"],
        ["colorProfile", "color-profile"],
        ["colorRendering", "color-rendering"],
        ["dominantBaseline", "dominant-baseline"],
        ["enableBackground", "enable-background"],
        ["fillOpacity", "fill-opacity"],
        ["fillRule", "fill-rule"],
        ["floodColor", "flood-color"],
        ["floodOpacity", "flood-opacity"],
        ["fontFamily", "font-family"],
        ["fontSize", "font-size"],
        ["fontSizeAdjust", "font-size-adjust"],
        ["fontStretch", "font-stretch"],
        ["fontStyle", "font-style"],
        ["fontVariant", "font-variant"],
        ["fontWeight", "font-weight"],
        ["glyphName", "glyph-name"],
        ["glyphOrientationHorizontal", "glyph-orientation-horizontal"],
        ["glyphOrientationVertical", "glyph-orientation-vertical"],
        ["horizAdvX", "horiz-adv-x"],
        ["horizOriginX", "horiz-origin-x"],
        ["imageRendering", "image-rendering"],
        ["letterSpacing", "letter-spacing"],
        ["lightingColor", "lighting-color"],
        ["markerEnd", "marker-end"],
        ["markerMid", "marker-mid"],
        ["markerStart", "marker-start"],
        ["maskType", "mask-type"],
        ["overlinePosition", "overline-position"],
        ["overlineThickness", "overline-thickness"],
        ["paintOrder", "paint-order"],
        ["panose-1", "panose-1"],
        ["pointerEvents", "pointer-events"],
        ["renderingIntent", "rendering-intent"],
        ["shapeRendering", "shape-rendering"],
        ["stopColor", "stop-color"],
        ["stopOpacity", "stop-opacity"],
        ["strikethroughPosition", "strikethrough-position"],
        ["strikethroughThickness", "strikethrough-thickness"],
        ["strokeDasharray", "stroke-dasharray"],
        ["strokeDashoffset", "stroke-dashoffset"],
        ["strokeLinecap", "stroke-linecap"],
        ["strokeLinejoin", "stroke-linejoin"],
        ["strokeMiterlimit", "stroke-miterlimit"],
        ["strokeOpacity", "stroke-opacity"],
        ["strokeWidth", "stroke-width"],
        ["textAnchor", "text-anchor"],
        ["textDecoration", "text-decoration"],
        ["textRendering", "text-rendering"],
        ["transformOrigin", "transform-origin"],
        ["underlinePosition", "underline-position"],
        ["underlineThickness", "underline-thickness"],
        ["unicodeBidi", "unicode-bidi"],
        ["unicodeRange", "unicode-range"],
        ["unitsPerEm", "units-per-em"],
        ["vAlphabetic", "v-alphabetic"],
        ["vHanging", "v-hanging"],
        ["vIdeographic", "v-ideographic"],
        ["vMathematical", "v-mathematical"],
        ["vectorEffect", "vector-effect"],
        ["vertAdvY", "vert-adv-y"],
        ["vertOriginX", "vert-origin-x"],
        ["vertOriginY", "vert-origin-y"],
        ["wordSpacing", "word-spacing"],
        ["writingMode", "writing-mode"],
        ["xmlnsXlink", "xmlns:xlink"],
        ["xHeight", "x-height"]
      ]);
      var matchHtmlRegExp = /["'&<>]/;
      function escapeTextForBrowser(text) {
        if ("boolean" === typeof text || "number" === typeof text || "bigint" === typeof text)
          return "" + text;
        text = "" + text;
        var match2 = matchHtmlRegExp.exec(text);
        if (match2) {
          var html = "", index, lastIndex = 0;
          for (index = match2.index; index < text.length; index++) {
            switch (text.charCodeAt(index)) {
              case 34:
                match2 = "&quot;";
                break;
              case 38:
                match2 = "&amp;";
                break;
              case 39:
                match2 = "&#x27;";
                break;
              case 60:
                match2 = "&lt;";
                break;
              case 62:
                match2 = "&gt;";
                break;
              default:
                continue;
            }
            lastIndex !== index && (html += text.slice(lastIndex, index));
            lastIndex = index + 1;
            html += match2;
          }
          text = lastIndex !== index ? html + text.slice(lastIndex, index) : html;
        }
        return text;
      }
      var uppercasePattern = /([A-Z])/g;
      var msPattern = /^ms-/;
      var isJavaScriptProtocol = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
      function sanitizeURL(url) {
        return isJavaScriptProtocol.test("" + url) ? "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')" : url;
      }
      var ReactSharedInternals = React41.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
      var ReactDOMSharedInternals = ReactDOM3.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
      var sharedNotPendingObject = {
        pending: false,
        data: null,
        method: null,
        action: null
      };
      var previousDispatcher = ReactDOMSharedInternals.d;
      ReactDOMSharedInternals.d = {
        f: previousDispatcher.f,
        r: previousDispatcher.r,
        D: prefetchDNS,
        C: preconnect,
        L: preload,
        m: preloadModule,
        X: preinitScript,
        S: preinitStyle,
        M: preinitModuleScript
      };
      var PRELOAD_NO_CREDS = [];
      var currentlyFlushingRenderState = null;
      var scriptRegex = /(<\/|<)(s)(cript)/gi;
      function scriptReplacer(match2, prefix3, s, suffix2) {
        return "" + prefix3 + ("s" === s ? "\\u0073" : "\\u0053") + suffix2;
      }
      function createResumableState(identifierPrefix, externalRuntimeConfig, bootstrapScriptContent, bootstrapScripts, bootstrapModules) {
        return {
          idPrefix: void 0 === identifierPrefix ? "" : identifierPrefix,
          nextFormID: 0,
          streamingFormat: 0,
          bootstrapScriptContent,
          bootstrapScripts,
          bootstrapModules,
          instructions: 0,
          hasBody: false,
          hasHtml: false,
          unknownResources: {},
          dnsResources: {},
          connectResources: { default: {}, anonymous: {}, credentials: {} },
          imageResources: {},
          styleResources: {},
          scriptResources: {},
          moduleUnknownResources: {},
          moduleScriptResources: {}
        };
      }
      function createFormatContext(insertionMode, selectedValue, tagScope, viewTransition) {
        return {
          insertionMode,
          selectedValue,
          tagScope,
          viewTransition
        };
      }
      function getChildFormatContext(parentContext, type, props) {
        var subtreeScope = parentContext.tagScope & -25;
        switch (type) {
          case "noscript":
            return createFormatContext(2, null, subtreeScope | 1, null);
          case "select":
            return createFormatContext(
              2,
              null != props.value ? props.value : props.defaultValue,
              subtreeScope,
              null
            );
          case "svg":
            return createFormatContext(4, null, subtreeScope, null);
          case "picture":
            return createFormatContext(2, null, subtreeScope | 2, null);
          case "math":
            return createFormatContext(5, null, subtreeScope, null);
          case "foreignObject":
            return createFormatContext(2, null, subtreeScope, null);
          case "table":
            return createFormatContext(6, null, subtreeScope, null);
          case "thead":
          case "tbody":
          case "tfoot":
            return createFormatContext(7, null, subtreeScope, null);
          case "colgroup":
            return createFormatContext(9, null, subtreeScope, null);
          case "tr":
            return createFormatContext(8, null, subtreeScope, null);
          case "head":
            if (2 > parentContext.insertionMode)
              return createFormatContext(3, null, subtreeScope, null);
            break;
          case "html":
            if (0 === parentContext.insertionMode)
              return createFormatContext(1, null, subtreeScope, null);
        }
        return 6 <= parentContext.insertionMode || 2 > parentContext.insertionMode ? createFormatContext(2, null, subtreeScope, null) : null !== parentContext.viewTransition || parentContext.tagScope !== subtreeScope ? createFormatContext(
          parentContext.insertionMode,
          parentContext.selectedValue,
          subtreeScope,
          null
        ) : parentContext;
      }
      function getSuspenseViewTransition(parentViewTransition) {
        return null === parentViewTransition ? null : {
          update: parentViewTransition.update,
          enter: "none",
          exit: "none",
          share: parentViewTransition.update,
          parentEnter: "none",
          parentExit: "none",
          name: parentViewTransition.autoName,
          autoName: parentViewTransition.autoName,
          nameIdx: 0
        };
      }
      function getSuspenseFallbackFormatContext(resumableState, parentContext) {
        parentContext.tagScope & 32 && (resumableState.instructions |= 128);
        return createFormatContext(
          parentContext.insertionMode,
          parentContext.selectedValue,
          parentContext.tagScope | 12,
          getSuspenseViewTransition(parentContext.viewTransition)
        );
      }
      function getSuspenseContentFormatContext(resumableState, parentContext) {
        resumableState = getSuspenseViewTransition(parentContext.viewTransition);
        var subtreeScope = parentContext.tagScope | 16;
        null !== resumableState && "none" !== resumableState.share && (subtreeScope |= 64);
        return createFormatContext(
          parentContext.insertionMode,
          parentContext.selectedValue,
          subtreeScope,
          resumableState
        );
      }
      function makeId(resumableState, treeId, localId) {
        resumableState = "_" + resumableState.idPrefix + "R_" + treeId;
        0 < localId && (resumableState += "H" + localId.toString(32));
        return resumableState + "_";
      }
      function pushViewTransitionAttributes(target, formatContext) {
        formatContext = formatContext.viewTransition;
        null !== formatContext && ("auto" !== formatContext.name && (pushStringAttribute(
          target,
          "vt-name",
          0 === formatContext.nameIdx ? formatContext.name : formatContext.name + "_" + formatContext.nameIdx
        ), formatContext.nameIdx++), pushStringAttribute(target, "vt-update", formatContext.update), "none" !== formatContext.enter && pushStringAttribute(target, "vt-enter", formatContext.enter), "none" !== formatContext.exit && pushStringAttribute(target, "vt-exit", formatContext.exit), "none" !== formatContext.share && pushStringAttribute(target, "vt-share", formatContext.share));
      }
      var styleNameCache = /* @__PURE__ */ new Map();
      function pushStyleAttribute(target, style) {
        if ("object" !== typeof style) throw Error(formatProdErrorMessage(62));
        var isFirst = true, styleName;
        for (styleName in style)
          if (hasOwnProperty.call(style, styleName)) {
            var styleValue = style[styleName];
            if (null != styleValue && "boolean" !== typeof styleValue && "" !== styleValue) {
              if (0 === styleName.indexOf("--")) {
                var nameChunk = escapeTextForBrowser(styleName);
                styleValue = escapeTextForBrowser(("" + styleValue).trim());
              } else
                nameChunk = styleNameCache.get(styleName), void 0 === nameChunk && (nameChunk = escapeTextForBrowser(
                  styleName.replace(uppercasePattern, "-$1").toLowerCase().replace(msPattern, "-ms-")
                ), styleNameCache.set(styleName, nameChunk)), styleValue = "number" === typeof styleValue ? 0 === styleValue || unitlessNumbers.has(styleName) ? "" + styleValue : styleValue + "px" : escapeTextForBrowser(("" + styleValue).trim());
              isFirst ? (isFirst = false, target.push(' style="', nameChunk, ":", styleValue)) : target.push(";", nameChunk, ":", styleValue);
            }
          }
        isFirst || target.push('"');
      }
      function pushBooleanAttribute(target, name, value) {
        value && "function" !== typeof value && "symbol" !== typeof value && target.push(" ", name, '=""');
      }
      function pushStringAttribute(target, name, value) {
        "function" !== typeof value && "symbol" !== typeof value && "boolean" !== typeof value && target.push(" ", name, '="', escapeTextForBrowser(value), '"');
      }
      var actionJavaScriptURL = escapeTextForBrowser(
        "javascript:throw new Error('React form unexpectedly submitted.')"
      );
      function pushAdditionalFormField(value, key) {
        this.push('<input type="hidden"');
        validateAdditionalFormField(value);
        pushStringAttribute(this, "name", key);
        pushStringAttribute(this, "value", value);
        this.push("/>");
      }
      function validateAdditionalFormField(value) {
        if ("string" !== typeof value) throw Error(formatProdErrorMessage(480));
      }
      function getCustomFormFields(resumableState, formAction) {
        if ("function" === typeof formAction.$$FORM_ACTION) {
          var id = resumableState.nextFormID++;
          resumableState = resumableState.idPrefix + id;
          try {
            var customFields = formAction.$$FORM_ACTION(resumableState);
            if (customFields) {
              var formData = customFields.data;
              null != formData && formData.forEach(validateAdditionalFormField);
            }
            return customFields;
          } catch (x) {
            if ("object" === typeof x && null !== x && "function" === typeof x.then)
              throw x;
          }
        }
        return null;
      }
      function pushFormActionAttribute(target, resumableState, renderState, formAction, formEncType, formMethod, formTarget, name) {
        var formData = null;
        if ("function" === typeof formAction) {
          var customFields = getCustomFormFields(resumableState, formAction);
          null !== customFields ? (name = customFields.name, formAction = customFields.action || "", formEncType = customFields.encType, formMethod = customFields.method, formTarget = customFields.target, formData = customFields.data) : (target.push(" ", "formAction", '="', actionJavaScriptURL, '"'), formTarget = formMethod = formEncType = formAction = name = null, injectFormReplayingRuntime(resumableState, renderState));
        }
        null != name && pushAttribute(target, "name", name);
        null != formAction && pushAttribute(target, "formAction", formAction);
        null != formEncType && pushAttribute(target, "formEncType", formEncType);
        null != formMethod && pushAttribute(target, "formMethod", formMethod);
        null != formTarget && pushAttribute(target, "formTarget", formTarget);
        return formData;
      }
      function pushAttribute(target, name, value) {
        switch (name) {
          case "className":
            pushStringAttribute(target, "class", value);
            break;
          case "tabIndex":
            pushStringAttribute(target, "tabindex", value);
            break;
          case "dir":
          case "role":
          case "viewBox":
          case "width":
          case "height":
            pushStringAttribute(target, name, value);
            break;
          case "style":
            pushStyleAttribute(target, value);
            break;
          case "src":
          case "href":
            if ("" === value) break;
          case "action":
          case "formAction":
            if (null == value || "function" === typeof value || "symbol" === typeof value || "boolean" === typeof value)
              break;
            value = sanitizeURL("" + value);
            target.push(" ", name, '="', escapeTextForBrowser(value), '"');
            break;
          case "defaultValue":
          case "defaultChecked":
          case "innerHTML":
          case "suppressContentEditableWarning":
          case "suppressHydrationWarning":
          case "ref":
            break;
          case "autoFocus":
          case "multiple":
          case "muted":
            pushBooleanAttribute(target, name.toLowerCase(), value);
            break;
          case "xlinkHref":
            if ("function" === typeof value || "symbol" === typeof value || "boolean" === typeof value)
              break;
            value = sanitizeURL("" + value);
            target.push(" ", "xlink:href", '="', escapeTextForBrowser(value), '"');
            break;
          case "contentEditable":
          case "spellCheck":
          case "draggable":
          case "value":
          case "autoReverse":
          case "externalResourcesRequired":
          case "focusable":
          case "preserveAlpha":
            "function" !== typeof value && "symbol" !== typeof value && target.push(" ", name, '="', escapeTextForBrowser(value), '"');
            break;
          case "inert":
          case "allowFullScreen":
          case "async":
          case "autoPlay":
          case "controls":
          case "credentialless":
          case "default":
          case "defer":
          case "disabled":
          case "disablePictureInPicture":
          case "disableRemotePlayback":
          case "formNoValidate":
          case "hidden":
          case "loop":
          case "noModule":
          case "noValidate":
          case "open":
          case "playsInline":
          case "readOnly":
          case "required":
          case "reversed":
          case "scoped":
          case "seamless":
          case "itemScope":
            value && "function" !== typeof value && "symbol" !== typeof value && target.push(" ", name, '=""');
            break;
          case "capture":
          case "download":
            true === value ? target.push(" ", name, '=""') : false !== value && "function" !== typeof value && "symbol" !== typeof value && target.push(" ", name, '="', escapeTextForBrowser(value), '"');
            break;
          case "cols":
          case "rows":
          case "size":
          case "span":
            "function" !== typeof value && "symbol" !== typeof value && !isNaN(value) && 1 <= value && target.push(" ", name, '="', escapeTextForBrowser(value), '"');
            break;
          case "rowSpan":
          case "start":
            "function" === typeof value || "symbol" === typeof value || isNaN(value) || target.push(" ", name, '="', escapeTextForBrowser(value), '"');
            break;
          case "xlinkActuate":
            pushStringAttribute(target, "xlink:actuate", value);
            break;
          case "xlinkArcrole":
            pushStringAttribute(target, "xlink:arcrole", value);
            break;
          case "xlinkRole":
            pushStringAttribute(target, "xlink:role", value);
            break;
          case "xlinkShow":
            pushStringAttribute(target, "xlink:show", value);
            break;
          case "xlinkTitle":
            pushStringAttribute(target, "xlink:title", value);
            break;
          case "xlinkType":
            pushStringAttribute(target, "xlink:type", value);
            break;
          case "xmlBase":
            pushStringAttribute(target, "xml:base", value);
            break;
          case "xmlLang":
            pushStringAttribute(target, "xml:lang", value);
            break;
          case "xmlSpace":
            pushStringAttribute(target, "xml:space", value);
            break;
          default:
            if (!(2 < name.length) || "o" !== name[0] && "O" !== name[0] || "n" !== name[1] && "N" !== name[1]) {
              if (name = aliases.get(name) || name, isAttributeNameSafe(name)) {
                switch (typeof value) {
                  case "function":
                  case "symbol":
                    return;
                  case "boolean":
                    var prefix$8 = name.toLowerCase().slice(0, 5);
                    if ("data-" !== prefix$8 && "aria-" !== prefix$8) return;
                }
                target.push(" ", name, '="', escapeTextForBrowser(value), '"');
              }
            }
        }
      }
      function pushInnerHTML(target, innerHTML, children) {
        if (null != innerHTML) {
          if (null != children) throw Error(formatProdErrorMessage(60));
          if ("object" !== typeof innerHTML || !("__html" in innerHTML))
            throw Error(formatProdErrorMessage(61));
          innerHTML = innerHTML.__html;
          null !== innerHTML && void 0 !== innerHTML && target.push("" + innerHTML);
        }
      }
      function flattenOptionChildren(children) {
        var content = "";
        React41.Children.forEach(children, function(child) {
          null != child && (content += child);
        });
        return content;
      }
      function injectFormReplayingRuntime(resumableState, renderState) {
        if (0 === (resumableState.instructions & 16)) {
          resumableState.instructions |= 16;
          var preamble = renderState.preamble, bootstrapChunks = renderState.bootstrapChunks;
          (preamble.htmlChunks || preamble.headChunks) && 0 === bootstrapChunks.length ? (bootstrapChunks.push(renderState.startInlineScript), pushCompletedShellIdAttribute(bootstrapChunks, resumableState), bootstrapChunks.push(
            ">",
            `addEventListener("submit",function(a){if(!a.defaultPrevented){var b=a.target,d=a.submitter,c=b.action,e=d;if(d){var f=d.getAttribute("formAction");null!=f&&(c=f,e=null)}"javascript:throw new Error('React form unexpectedly submitted.')"===c&&(a.preventDefault(),a=new FormData(b,e),c=b.ownerDocument||b,(c.$$reactFormReplay=c.$$reactFormReplay||[]).push(b,d,a))}});`,
            "<\/script>"
          )) : bootstrapChunks.unshift(
            renderState.startInlineScript,
            ">",
            `addEventListener("submit",function(a){if(!a.defaultPrevented){var b=a.target,d=a.submitter,c=b.action,e=d;if(d){var f=d.getAttribute("formAction");null!=f&&(c=f,e=null)}"javascript:throw new Error('React form unexpectedly submitted.')"===c&&(a.preventDefault(),a=new FormData(b,e),c=b.ownerDocument||b,(c.$$reactFormReplay=c.$$reactFormReplay||[]).push(b,d,a))}});`,
            "<\/script>"
          );
        }
      }
      function pushLinkImpl(target, props) {
        target.push(startChunkForTag("link"));
        for (var propKey in props)
          if (hasOwnProperty.call(props, propKey)) {
            var propValue = props[propKey];
            if (null != propValue)
              switch (propKey) {
                case "children":
                case "dangerouslySetInnerHTML":
                  throw Error(formatProdErrorMessage(399, "link"));
                default:
                  pushAttribute(target, propKey, propValue);
              }
          }
        target.push("/>");
        return null;
      }
      var styleRegex = /(<\/|<)(s)(tyle)/gi;
      function styleReplacer(match2, prefix3, s, suffix2) {
        return "" + prefix3 + ("s" === s ? "\\73 " : "\\53 ") + suffix2;
      }
      function pushSelfClosing(target, props, tag, formatContext) {
        target.push(startChunkForTag(tag));
        for (var propKey in props)
          if (hasOwnProperty.call(props, propKey)) {
            var propValue = props[propKey];
            if (null != propValue)
              switch (propKey) {
                case "children":
                case "dangerouslySetInnerHTML":
                  throw Error(formatProdErrorMessage(399, tag));
                default:
                  pushAttribute(target, propKey, propValue);
              }
          }
        pushViewTransitionAttributes(target, formatContext);
        target.push("/>");
        return null;
      }
      function pushTitleImpl(target, props) {
        target.push(startChunkForTag("title"));
        var children = null, innerHTML = null, propKey;
        for (propKey in props)
          if (hasOwnProperty.call(props, propKey)) {
            var propValue = props[propKey];
            if (null != propValue)
              switch (propKey) {
                case "children":
                  children = propValue;
                  break;
                case "dangerouslySetInnerHTML":
                  innerHTML = propValue;
                  break;
                default:
                  pushAttribute(target, propKey, propValue);
              }
          }
        target.push(">");
        props = Array.isArray(children) ? 2 > children.length ? children[0] : null : children;
        "function" !== typeof props && "symbol" !== typeof props && null !== props && void 0 !== props && target.push(escapeTextForBrowser("" + props));
        pushInnerHTML(target, innerHTML, children);
        target.push(endChunkForTag("title"));
        return null;
      }
      function pushScriptImpl(target, props) {
        target.push(startChunkForTag("script"));
        var children = null, innerHTML = null, propKey;
        for (propKey in props)
          if (hasOwnProperty.call(props, propKey)) {
            var propValue = props[propKey];
            if (null != propValue)
              switch (propKey) {
                case "children":
                  children = propValue;
                  break;
                case "dangerouslySetInnerHTML":
                  innerHTML = propValue;
                  break;
                default:
                  pushAttribute(target, propKey, propValue);
              }
          }
        target.push(">");
        pushInnerHTML(target, innerHTML, children);
        "string" === typeof children && target.push(("" + children).replace(scriptRegex, scriptReplacer));
        target.push(endChunkForTag("script"));
        return null;
      }
      function pushStartSingletonElement(target, props, tag, formatContext) {
        target.push(startChunkForTag(tag));
        var innerHTML = tag = null, propKey;
        for (propKey in props)
          if (hasOwnProperty.call(props, propKey)) {
            var propValue = props[propKey];
            if (null != propValue)
              switch (propKey) {
                case "children":
                  tag = propValue;
                  break;
                case "dangerouslySetInnerHTML":
                  innerHTML = propValue;
                  break;
                default:
                  pushAttribute(target, propKey, propValue);
              }
          }
        pushViewTransitionAttributes(target, formatContext);
        target.push(">");
        pushInnerHTML(target, innerHTML, tag);
        return tag;
      }
      function pushStartGenericElement(target, props, tag, formatContext) {
        target.push(startChunkForTag(tag));
        var innerHTML = tag = null, propKey;
        for (propKey in props)
          if (hasOwnProperty.call(props, propKey)) {
            var propValue = props[propKey];
            if (null != propValue)
              switch (propKey) {
                case "children":
                  tag = propValue;
                  break;
                case "dangerouslySetInnerHTML":
                  innerHTML = propValue;
                  break;
                default:
                  pushAttribute(target, propKey, propValue);
              }
          }
        pushViewTransitionAttributes(target, formatContext);
        target.push(">");
        pushInnerHTML(target, innerHTML, tag);
        return "string" === typeof tag ? (target.push(escapeTextForBrowser(tag)), null) : tag;
      }
      var VALID_TAG_REGEX = /^[a-zA-Z][a-zA-Z:_\.\-\d]*$/;
      var validatedTagCache = /* @__PURE__ */ new Map();
      function startChunkForTag(tag) {
        var tagStartChunk = validatedTagCache.get(tag);
        if (void 0 === tagStartChunk) {
          if (!VALID_TAG_REGEX.test(tag))
            throw Error(formatProdErrorMessage(65, tag));
          tagStartChunk = "<" + tag;
          validatedTagCache.set(tag, tagStartChunk);
        }
        return tagStartChunk;
      }
      function pushStartInstance(target$jscomp$0, type, props, resumableState, renderState, preambleState, hoistableState, formatContext, textEmbedded) {
        switch (type) {
          case "div":
          case "span":
          case "svg":
          case "path":
            break;
          case "a":
            target$jscomp$0.push(startChunkForTag("a"));
            var children = null, innerHTML = null, propKey;
            for (propKey in props)
              if (hasOwnProperty.call(props, propKey)) {
                var propValue = props[propKey];
                if (null != propValue)
                  switch (propKey) {
                    case "children":
                      children = propValue;
                      break;
                    case "dangerouslySetInnerHTML":
                      innerHTML = propValue;
                      break;
                    case "href":
                      "" === propValue ? pushStringAttribute(target$jscomp$0, "href", "") : pushAttribute(target$jscomp$0, propKey, propValue);
                      break;
                    default:
                      pushAttribute(target$jscomp$0, propKey, propValue);
                  }
              }
            pushViewTransitionAttributes(target$jscomp$0, formatContext);
            target$jscomp$0.push(">");
            pushInnerHTML(target$jscomp$0, innerHTML, children);
            if ("string" === typeof children) {
              target$jscomp$0.push(escapeTextForBrowser(children));
              var JSCompiler_inline_result = null;
            } else JSCompiler_inline_result = children;
            return JSCompiler_inline_result;
          case "g":
          case "p":
          case "li":
            break;
          case "select":
            target$jscomp$0.push(startChunkForTag("select"));
            var children$jscomp$0 = null, innerHTML$jscomp$0 = null, propKey$jscomp$0;
            for (propKey$jscomp$0 in props)
              if (hasOwnProperty.call(props, propKey$jscomp$0)) {
                var propValue$jscomp$0 = props[propKey$jscomp$0];
                if (null != propValue$jscomp$0)
                  switch (propKey$jscomp$0) {
                    case "children":
                      children$jscomp$0 = propValue$jscomp$0;
                      break;
                    case "dangerouslySetInnerHTML":
                      innerHTML$jscomp$0 = propValue$jscomp$0;
                      break;
                    case "defaultValue":
                    case "value":
                      break;
                    default:
                      pushAttribute(
                        target$jscomp$0,
                        propKey$jscomp$0,
                        propValue$jscomp$0
                      );
                  }
              }
            pushViewTransitionAttributes(target$jscomp$0, formatContext);
            target$jscomp$0.push(">");
            pushInnerHTML(target$jscomp$0, innerHTML$jscomp$0, children$jscomp$0);
            return children$jscomp$0;
          case "option":
            var selectedValue = formatContext.selectedValue;
            target$jscomp$0.push(startChunkForTag("option"));
            var children$jscomp$1 = null, value = null, selected = null, innerHTML$jscomp$1 = null, propKey$jscomp$1;
            for (propKey$jscomp$1 in props)
              if (hasOwnProperty.call(props, propKey$jscomp$1)) {
                var propValue$jscomp$1 = props[propKey$jscomp$1];
                if (null != propValue$jscomp$1)
                  switch (propKey$jscomp$1) {
                    case "children":
                      children$jscomp$1 = propValue$jscomp$1;
                      break;
                    case "selected":
                      selected = propValue$jscomp$1;
                      break;
                    case "dangerouslySetInnerHTML":
                      innerHTML$jscomp$1 = propValue$jscomp$1;
                      break;
                    case "value":
                      value = propValue$jscomp$1;
                    default:
                      pushAttribute(
                        target$jscomp$0,
                        propKey$jscomp$1,
                        propValue$jscomp$1
                      );
                  }
              }
            if (null != selectedValue) {
              var stringValue = null !== value ? "" + value : flattenOptionChildren(children$jscomp$1);
              if (isArrayImpl(selectedValue))
                for (var i2 = 0; i2 < selectedValue.length; i2++) {
                  if ("" + selectedValue[i2] === stringValue) {
                    target$jscomp$0.push(' selected=""');
                    break;
                  }
                }
              else
                "" + selectedValue === stringValue && target$jscomp$0.push(' selected=""');
            } else selected && target$jscomp$0.push(' selected=""');
            target$jscomp$0.push(">");
            pushInnerHTML(target$jscomp$0, innerHTML$jscomp$1, children$jscomp$1);
            return children$jscomp$1;
          case "textarea":
            target$jscomp$0.push(startChunkForTag("textarea"));
            var value$jscomp$0 = null, defaultValue = null, children$jscomp$2 = null, propKey$jscomp$2;
            for (propKey$jscomp$2 in props)
              if (hasOwnProperty.call(props, propKey$jscomp$2)) {
                var propValue$jscomp$2 = props[propKey$jscomp$2];
                if (null != propValue$jscomp$2)
                  switch (propKey$jscomp$2) {
                    case "children":
                      children$jscomp$2 = propValue$jscomp$2;
                      break;
                    case "value":
                      value$jscomp$0 = propValue$jscomp$2;
                      break;
                    case "defaultValue":
                      defaultValue = propValue$jscomp$2;
                      break;
                    case "dangerouslySetInnerHTML":
                      throw Error(formatProdErrorMessage(91));
                    default:
                      pushAttribute(
                        target$jscomp$0,
                        propKey$jscomp$2,
                        propValue$jscomp$2
                      );
                  }
              }
            null === value$jscomp$0 && null !== defaultValue && (value$jscomp$0 = defaultValue);
            pushViewTransitionAttributes(target$jscomp$0, formatContext);
            target$jscomp$0.push(">");
            if (null != children$jscomp$2) {
              if (null != value$jscomp$0) throw Error(formatProdErrorMessage(92));
              if (isArrayImpl(children$jscomp$2)) {
                if (1 < children$jscomp$2.length)
                  throw Error(formatProdErrorMessage(93));
                value$jscomp$0 = "" + children$jscomp$2[0];
              }
              value$jscomp$0 = "" + children$jscomp$2;
            }
            "string" === typeof value$jscomp$0 && "\n" === value$jscomp$0[0] && target$jscomp$0.push("\n");
            null !== value$jscomp$0 && target$jscomp$0.push(escapeTextForBrowser("" + value$jscomp$0));
            return null;
          case "input":
            target$jscomp$0.push(startChunkForTag("input"));
            var name = null, formAction = null, formEncType = null, formMethod = null, formTarget = null, value$jscomp$1 = null, defaultValue$jscomp$0 = null, checked = null, defaultChecked = null, propKey$jscomp$3;
            for (propKey$jscomp$3 in props)
              if (hasOwnProperty.call(props, propKey$jscomp$3)) {
                var propValue$jscomp$3 = props[propKey$jscomp$3];
                if (null != propValue$jscomp$3)
                  switch (propKey$jscomp$3) {
                    case "children":
                    case "dangerouslySetInnerHTML":
                      throw Error(formatProdErrorMessage(399, "input"));
                    case "name":
                      name = propValue$jscomp$3;
                      break;
                    case "formAction":
                      formAction = propValue$jscomp$3;
                      break;
                    case "formEncType":
                      formEncType = propValue$jscomp$3;
                      break;
                    case "formMethod":
                      formMethod = propValue$jscomp$3;
                      break;
                    case "formTarget":
                      formTarget = propValue$jscomp$3;
                      break;
                    case "defaultChecked":
                      defaultChecked = propValue$jscomp$3;
                      break;
                    case "defaultValue":
                      defaultValue$jscomp$0 = propValue$jscomp$3;
                      break;
                    case "checked":
                      checked = propValue$jscomp$3;
                      break;
                    case "value":
                      value$jscomp$1 = propValue$jscomp$3;
                      break;
                    default:
                      pushAttribute(
                        target$jscomp$0,
                        propKey$jscomp$3,
                        propValue$jscomp$3
                      );
                  }
              }
            var formData = pushFormActionAttribute(
              target$jscomp$0,
              resumableState,
              renderState,
              formAction,
              formEncType,
              formMethod,
              formTarget,
              name
            );
            null !== checked ? pushBooleanAttribute(target$jscomp$0, "checked", checked) : null !== defaultChecked && pushBooleanAttribute(target$jscomp$0, "checked", defaultChecked);
            null !== value$jscomp$1 ? pushAttribute(target$jscomp$0, "value", value$jscomp$1) : null !== defaultValue$jscomp$0 && pushAttribute(target$jscomp$0, "value", defaultValue$jscomp$0);
            pushViewTransitionAttributes(target$jscomp$0, formatContext);
            target$jscomp$0.push("/>");
            null != formData && formData.forEach(pushAdditionalFormField, target$jscomp$0);
            return null;
          case "button":
            target$jscomp$0.push(startChunkForTag("button"));
            var children$jscomp$3 = null, innerHTML$jscomp$2 = null, name$jscomp$0 = null, formAction$jscomp$0 = null, formEncType$jscomp$0 = null, formMethod$jscomp$0 = null, formTarget$jscomp$0 = null, propKey$jscomp$4;
            for (propKey$jscomp$4 in props)
              if (hasOwnProperty.call(props, propKey$jscomp$4)) {
                var propValue$jscomp$4 = props[propKey$jscomp$4];
                if (null != propValue$jscomp$4)
                  switch (propKey$jscomp$4) {
                    case "children":
                      children$jscomp$3 = propValue$jscomp$4;
                      break;
                    case "dangerouslySetInnerHTML":
                      innerHTML$jscomp$2 = propValue$jscomp$4;
                      break;
                    case "name":
                      name$jscomp$0 = propValue$jscomp$4;
                      break;
                    case "formAction":
                      formAction$jscomp$0 = propValue$jscomp$4;
                      break;
                    case "formEncType":
                      formEncType$jscomp$0 = propValue$jscomp$4;
                      break;
                    case "formMethod":
                      formMethod$jscomp$0 = propValue$jscomp$4;
                      break;
                    case "formTarget":
                      formTarget$jscomp$0 = propValue$jscomp$4;
                      break;
                    default:
                      pushAttribute(
                        target$jscomp$0,
                        propKey$jscomp$4,
                        propValue$jscomp$4
                      );
                  }
              }
            var formData$jscomp$0 = pushFormActionAttribute(
              target$jscomp$0,
              resumableState,
              renderState,
              formAction$jscomp$0,
              formEncType$jscomp$0,
              formMethod$jscomp$0,
              formTarget$jscomp$0,
              name$jscomp$0
            );
            pushViewTransitionAttributes(target$jscomp$0, formatContext);
            target$jscomp$0.push(">");
            null != formData$jscomp$0 && formData$jscomp$0.forEach(pushAdditionalFormField, target$jscomp$0);
            pushInnerHTML(target$jscomp$0, innerHTML$jscomp$2, children$jscomp$3);
            if ("string" === typeof children$jscomp$3) {
              target$jscomp$0.push(escapeTextForBrowser(children$jscomp$3));
              var JSCompiler_inline_result$jscomp$0 = null;
            } else JSCompiler_inline_result$jscomp$0 = children$jscomp$3;
            return JSCompiler_inline_result$jscomp$0;
          case "form":
            target$jscomp$0.push(startChunkForTag("form"));
            var children$jscomp$4 = null, innerHTML$jscomp$3 = null, formAction$jscomp$1 = null, formEncType$jscomp$1 = null, formMethod$jscomp$1 = null, formTarget$jscomp$1 = null, propKey$jscomp$5;
            for (propKey$jscomp$5 in props)
              if (hasOwnProperty.call(props, propKey$jscomp$5)) {
                var propValue$jscomp$5 = props[propKey$jscomp$5];
                if (null != propValue$jscomp$5)
                  switch (propKey$jscomp$5) {
                    case "children":
                      children$jscomp$4 = propValue$jscomp$5;
                      break;
                    case "dangerouslySetInnerHTML":
                      innerHTML$jscomp$3 = propValue$jscomp$5;
                      break;
                    case "action":
                      formAction$jscomp$1 = propValue$jscomp$5;
                      break;
                    case "encType":
                      formEncType$jscomp$1 = propValue$jscomp$5;
                      break;
                    case "method":
                      formMethod$jscomp$1 = propValue$jscomp$5;
                      break;
                    case "target":
                      formTarget$jscomp$1 = propValue$jscomp$5;
                      break;
                    default:
                      pushAttribute(
                        target$jscomp$0,
                        propKey$jscomp$5,
                        propValue$jscomp$5
                      );
                  }
              }
            var formData$jscomp$1 = null, formActionName = null;
            if ("function" === typeof formAction$jscomp$1) {
              var customFields = getCustomFormFields(
                resumableState,
                formAction$jscomp$1
              );
              null !== customFields ? (formAction$jscomp$1 = customFields.action || "", formEncType$jscomp$1 = customFields.encType, formMethod$jscomp$1 = customFields.method, formTarget$jscomp$1 = customFields.target, formData$jscomp$1 = customFields.data, formActionName = customFields.name) : (target$jscomp$0.push(
                " ",
                "action",
                '="',
                actionJavaScriptURL,
                '"'
              ), formTarget$jscomp$1 = formMethod$jscomp$1 = formEncType$jscomp$1 = formAction$jscomp$1 = null, injectFormReplayingRuntime(resumableState, renderState));
            }
            null != formAction$jscomp$1 && pushAttribute(target$jscomp$0, "action", formAction$jscomp$1);
            null != formEncType$jscomp$1 && pushAttribute(target$jscomp$0, "encType", formEncType$jscomp$1);
            null != formMethod$jscomp$1 && pushAttribute(target$jscomp$0, "method", formMethod$jscomp$1);
            null != formTarget$jscomp$1 && pushAttribute(target$jscomp$0, "target", formTarget$jscomp$1);
            pushViewTransitionAttributes(target$jscomp$0, formatContext);
            target$jscomp$0.push(">");
            null !== formActionName && (target$jscomp$0.push('<input type="hidden"'), pushStringAttribute(target$jscomp$0, "name", formActionName), target$jscomp$0.push("/>"), null != formData$jscomp$1 && formData$jscomp$1.forEach(pushAdditionalFormField, target$jscomp$0));
            pushInnerHTML(target$jscomp$0, innerHTML$jscomp$3, children$jscomp$4);
            if ("string" === typeof children$jscomp$4) {
              target$jscomp$0.push(escapeTextForBrowser(children$jscomp$4));
              var JSCompiler_inline_result$jscomp$1 = null;
            } else JSCompiler_inline_result$jscomp$1 = children$jscomp$4;
            return JSCompiler_inline_result$jscomp$1;
          case "menuitem":
            target$jscomp$0.push(startChunkForTag("menuitem"));
            for (var propKey$jscomp$6 in props)
              if (hasOwnProperty.call(props, propKey$jscomp$6)) {
                var propValue$jscomp$6 = props[propKey$jscomp$6];
                if (null != propValue$jscomp$6)
                  switch (propKey$jscomp$6) {
                    case "children":
                    case "dangerouslySetInnerHTML":
                      throw Error(formatProdErrorMessage(400));
                    default:
                      pushAttribute(
                        target$jscomp$0,
                        propKey$jscomp$6,
                        propValue$jscomp$6
                      );
                  }
              }
            pushViewTransitionAttributes(target$jscomp$0, formatContext);
            target$jscomp$0.push(">");
            return null;
          case "object":
            target$jscomp$0.push(startChunkForTag("object"));
            var children$jscomp$5 = null, innerHTML$jscomp$4 = null, propKey$jscomp$7;
            for (propKey$jscomp$7 in props)
              if (hasOwnProperty.call(props, propKey$jscomp$7)) {
                var propValue$jscomp$7 = props[propKey$jscomp$7];
                if (null != propValue$jscomp$7)
                  switch (propKey$jscomp$7) {
                    case "children":
                      children$jscomp$5 = propValue$jscomp$7;
                      break;
                    case "dangerouslySetInnerHTML":
                      innerHTML$jscomp$4 = propValue$jscomp$7;
                      break;
                    case "data":
                      var sanitizedValue = sanitizeURL("" + propValue$jscomp$7);
                      if ("" === sanitizedValue) break;
                      target$jscomp$0.push(
                        " ",
                        "data",
                        '="',
                        escapeTextForBrowser(sanitizedValue),
                        '"'
                      );
                      break;
                    default:
                      pushAttribute(
                        target$jscomp$0,
                        propKey$jscomp$7,
                        propValue$jscomp$7
                      );
                  }
              }
            pushViewTransitionAttributes(target$jscomp$0, formatContext);
            target$jscomp$0.push(">");
            pushInnerHTML(target$jscomp$0, innerHTML$jscomp$4, children$jscomp$5);
            if ("string" === typeof children$jscomp$5) {
              target$jscomp$0.push(escapeTextForBrowser(children$jscomp$5));
              var JSCompiler_inline_result$jscomp$2 = null;
            } else JSCompiler_inline_result$jscomp$2 = children$jscomp$5;
            return JSCompiler_inline_result$jscomp$2;
          case "title":
            var noscriptTagInScope = formatContext.tagScope & 1, isFallback = formatContext.tagScope & 4;
            if (4 === formatContext.insertionMode || noscriptTagInScope || null != props.itemProp)
              var JSCompiler_inline_result$jscomp$3 = pushTitleImpl(
                target$jscomp$0,
                props
              );
            else
              isFallback ? JSCompiler_inline_result$jscomp$3 = null : (pushTitleImpl(renderState.hoistableChunks, props), JSCompiler_inline_result$jscomp$3 = void 0);
            return JSCompiler_inline_result$jscomp$3;
          case "link":
            var noscriptTagInScope$jscomp$0 = formatContext.tagScope & 1, isFallback$jscomp$0 = formatContext.tagScope & 4, rel = props.rel, href = props.href, precedence = props.precedence;
            if (4 === formatContext.insertionMode || noscriptTagInScope$jscomp$0 || null != props.itemProp || "string" !== typeof rel || "string" !== typeof href || "" === href) {
              pushLinkImpl(target$jscomp$0, props);
              var JSCompiler_inline_result$jscomp$4 = null;
            } else if ("stylesheet" === props.rel)
              if ("string" !== typeof precedence || null != props.disabled || props.onLoad || props.onError)
                JSCompiler_inline_result$jscomp$4 = pushLinkImpl(
                  target$jscomp$0,
                  props
                );
              else {
                var styleQueue = renderState.styles.get(precedence), resourceState = resumableState.styleResources.hasOwnProperty(href) ? resumableState.styleResources[href] : void 0;
                if (null !== resourceState) {
                  resumableState.styleResources[href] = null;
                  styleQueue || (styleQueue = {
                    precedence: escapeTextForBrowser(precedence),
                    rules: [],
                    hrefs: [],
                    sheets: /* @__PURE__ */ new Map()
                  }, renderState.styles.set(precedence, styleQueue));
                  var resource = {
                    state: 0,
                    props: assign2({}, props, {
                      "data-precedence": props.precedence,
                      precedence: null
                    })
                  };
                  if (resourceState) {
                    2 === resourceState.length && adoptPreloadCredentials(resource.props, resourceState);
                    var preloadResource = renderState.preloads.stylesheets.get(href);
                    preloadResource && 0 < preloadResource.length ? preloadResource.length = 0 : resource.state = 1;
                  }
                  styleQueue.sheets.set(href, resource);
                  hoistableState && hoistableState.stylesheets.add(resource);
                } else if (styleQueue) {
                  var resource$9 = styleQueue.sheets.get(href);
                  resource$9 && hoistableState && hoistableState.stylesheets.add(resource$9);
                }
                textEmbedded && target$jscomp$0.push("<!-- -->");
                JSCompiler_inline_result$jscomp$4 = null;
              }
            else
              props.onLoad || props.onError ? JSCompiler_inline_result$jscomp$4 = pushLinkImpl(
                target$jscomp$0,
                props
              ) : (textEmbedded && target$jscomp$0.push("<!-- -->"), JSCompiler_inline_result$jscomp$4 = isFallback$jscomp$0 ? null : pushLinkImpl(renderState.hoistableChunks, props));
            return JSCompiler_inline_result$jscomp$4;
          case "script":
            var noscriptTagInScope$jscomp$1 = formatContext.tagScope & 1, asyncProp = props.async;
            if ("string" !== typeof props.src || !props.src || !asyncProp || "function" === typeof asyncProp || "symbol" === typeof asyncProp || props.onLoad || props.onError || 4 === formatContext.insertionMode || noscriptTagInScope$jscomp$1 || null != props.itemProp)
              var JSCompiler_inline_result$jscomp$5 = pushScriptImpl(
                target$jscomp$0,
                props
              );
            else {
              var key = props.src;
              if ("module" === props.type) {
                var resources = resumableState.moduleScriptResources;
                var preloads = renderState.preloads.moduleScripts;
              } else
                resources = resumableState.scriptResources, preloads = renderState.preloads.scripts;
              var resourceState$jscomp$0 = resources.hasOwnProperty(key) ? resources[key] : void 0;
              if (null !== resourceState$jscomp$0) {
                resources[key] = null;
                var scriptProps = props;
                if (resourceState$jscomp$0) {
                  2 === resourceState$jscomp$0.length && (scriptProps = assign2({}, props), adoptPreloadCredentials(scriptProps, resourceState$jscomp$0));
                  var preloadResource$jscomp$0 = preloads.get(key);
                  preloadResource$jscomp$0 && (preloadResource$jscomp$0.length = 0);
                }
                var resource$jscomp$0 = [];
                renderState.scripts.add(resource$jscomp$0);
                pushScriptImpl(resource$jscomp$0, scriptProps);
              }
              textEmbedded && target$jscomp$0.push("<!-- -->");
              JSCompiler_inline_result$jscomp$5 = null;
            }
            return JSCompiler_inline_result$jscomp$5;
          case "style":
            var noscriptTagInScope$jscomp$2 = formatContext.tagScope & 1, precedence$jscomp$0 = props.precedence, href$jscomp$0 = props.href, nonce = props.nonce;
            if (4 === formatContext.insertionMode || noscriptTagInScope$jscomp$2 || null != props.itemProp || "string" !== typeof precedence$jscomp$0 || "string" !== typeof href$jscomp$0 || "" === href$jscomp$0) {
              target$jscomp$0.push(startChunkForTag("style"));
              var children$jscomp$6 = null, innerHTML$jscomp$5 = null, propKey$jscomp$8;
              for (propKey$jscomp$8 in props)
                if (hasOwnProperty.call(props, propKey$jscomp$8)) {
                  var propValue$jscomp$8 = props[propKey$jscomp$8];
                  if (null != propValue$jscomp$8)
                    switch (propKey$jscomp$8) {
                      case "children":
                        children$jscomp$6 = propValue$jscomp$8;
                        break;
                      case "dangerouslySetInnerHTML":
                        innerHTML$jscomp$5 = propValue$jscomp$8;
                        break;
                      default:
                        pushAttribute(
                          target$jscomp$0,
                          propKey$jscomp$8,
                          propValue$jscomp$8
                        );
                    }
                }
              target$jscomp$0.push(">");
              var child = Array.isArray(children$jscomp$6) ? 2 > children$jscomp$6.length ? children$jscomp$6[0] : null : children$jscomp$6;
              "function" !== typeof child && "symbol" !== typeof child && null !== child && void 0 !== child && target$jscomp$0.push(("" + child).replace(styleRegex, styleReplacer));
              pushInnerHTML(target$jscomp$0, innerHTML$jscomp$5, children$jscomp$6);
              target$jscomp$0.push(endChunkForTag("style"));
              var JSCompiler_inline_result$jscomp$6 = null;
            } else {
              var styleQueue$jscomp$0 = renderState.styles.get(precedence$jscomp$0);
              if (null !== (resumableState.styleResources.hasOwnProperty(href$jscomp$0) ? resumableState.styleResources[href$jscomp$0] : void 0)) {
                resumableState.styleResources[href$jscomp$0] = null;
                styleQueue$jscomp$0 || (styleQueue$jscomp$0 = {
                  precedence: escapeTextForBrowser(precedence$jscomp$0),
                  rules: [],
                  hrefs: [],
                  sheets: /* @__PURE__ */ new Map()
                }, renderState.styles.set(precedence$jscomp$0, styleQueue$jscomp$0));
                var nonceStyle = renderState.nonce.style;
                if (!nonceStyle || nonceStyle === nonce) {
                  styleQueue$jscomp$0.hrefs.push(escapeTextForBrowser(href$jscomp$0));
                  var target = styleQueue$jscomp$0.rules, children$jscomp$7 = null, innerHTML$jscomp$6 = null, propKey$jscomp$9;
                  for (propKey$jscomp$9 in props)
                    if (hasOwnProperty.call(props, propKey$jscomp$9)) {
                      var propValue$jscomp$9 = props[propKey$jscomp$9];
                      if (null != propValue$jscomp$9)
                        switch (propKey$jscomp$9) {
                          case "children":
                            children$jscomp$7 = propValue$jscomp$9;
                            break;
                          case "dangerouslySetInnerHTML":
                            innerHTML$jscomp$6 = propValue$jscomp$9;
                        }
                    }
                  var child$jscomp$0 = Array.isArray(children$jscomp$7) ? 2 > children$jscomp$7.length ? children$jscomp$7[0] : null : children$jscomp$7;
                  "function" !== typeof child$jscomp$0 && "symbol" !== typeof child$jscomp$0 && null !== child$jscomp$0 && void 0 !== child$jscomp$0 && target.push(
                    ("" + child$jscomp$0).replace(styleRegex, styleReplacer)
                  );
                  pushInnerHTML(target, innerHTML$jscomp$6, children$jscomp$7);
                }
              }
              styleQueue$jscomp$0 && hoistableState && hoistableState.styles.add(styleQueue$jscomp$0);
              textEmbedded && target$jscomp$0.push("<!-- -->");
              JSCompiler_inline_result$jscomp$6 = void 0;
            }
            return JSCompiler_inline_result$jscomp$6;
          case "meta":
            var noscriptTagInScope$jscomp$3 = formatContext.tagScope & 1, isFallback$jscomp$1 = formatContext.tagScope & 4;
            if (4 === formatContext.insertionMode || noscriptTagInScope$jscomp$3 || null != props.itemProp)
              var JSCompiler_inline_result$jscomp$7 = pushSelfClosing(
                target$jscomp$0,
                props,
                "meta",
                formatContext
              );
            else
              textEmbedded && target$jscomp$0.push("<!-- -->"), JSCompiler_inline_result$jscomp$7 = isFallback$jscomp$1 ? null : "string" === typeof props.charSet ? pushSelfClosing(
                renderState.charsetChunks,
                props,
                "meta",
                formatContext
              ) : "viewport" === props.name ? pushSelfClosing(
                renderState.viewportChunks,
                props,
                "meta",
                formatContext
              ) : pushSelfClosing(
                renderState.hoistableChunks,
                props,
                "meta",
                formatContext
              );
            return JSCompiler_inline_result$jscomp$7;
          case "listing":
          case "pre":
            target$jscomp$0.push(startChunkForTag(type));
            var children$jscomp$8 = null, innerHTML$jscomp$7 = null, propKey$jscomp$10;
            for (propKey$jscomp$10 in props)
              if (hasOwnProperty.call(props, propKey$jscomp$10)) {
                var propValue$jscomp$10 = props[propKey$jscomp$10];
                if (null != propValue$jscomp$10)
                  switch (propKey$jscomp$10) {
                    case "children":
                      children$jscomp$8 = propValue$jscomp$10;
                      break;
                    case "dangerouslySetInnerHTML":
                      innerHTML$jscomp$7 = propValue$jscomp$10;
                      break;
                    default:
                      pushAttribute(
                        target$jscomp$0,
                        propKey$jscomp$10,
                        propValue$jscomp$10
                      );
                  }
              }
            pushViewTransitionAttributes(target$jscomp$0, formatContext);
            target$jscomp$0.push(">");
            if (null != innerHTML$jscomp$7) {
              if (null != children$jscomp$8) throw Error(formatProdErrorMessage(60));
              if ("object" !== typeof innerHTML$jscomp$7 || !("__html" in innerHTML$jscomp$7))
                throw Error(formatProdErrorMessage(61));
              var html = innerHTML$jscomp$7.__html;
              null !== html && void 0 !== html && ("string" === typeof html && 0 < html.length && "\n" === html[0] ? target$jscomp$0.push("\n", html) : target$jscomp$0.push("" + html));
            }
            "string" === typeof children$jscomp$8 && "\n" === children$jscomp$8[0] && target$jscomp$0.push("\n");
            return children$jscomp$8;
          case "img":
            var pictureOrNoScriptTagInScope = formatContext.tagScope & 3, src = props.src, srcSet = props.srcSet;
            if (!("lazy" === props.loading || !src && !srcSet || "string" !== typeof src && null != src || "string" !== typeof srcSet && null != srcSet || "low" === props.fetchPriority || pictureOrNoScriptTagInScope) && ("string" !== typeof src || ":" !== src[4] || "d" !== src[0] && "D" !== src[0] || "a" !== src[1] && "A" !== src[1] || "t" !== src[2] && "T" !== src[2] || "a" !== src[3] && "A" !== src[3]) && ("string" !== typeof srcSet || ":" !== srcSet[4] || "d" !== srcSet[0] && "D" !== srcSet[0] || "a" !== srcSet[1] && "A" !== srcSet[1] || "t" !== srcSet[2] && "T" !== srcSet[2] || "a" !== srcSet[3] && "A" !== srcSet[3])) {
              null !== hoistableState && formatContext.tagScope & 64 && (hoistableState.suspenseyImages = true);
              var sizes2 = "string" === typeof props.sizes ? props.sizes : void 0, key$jscomp$0 = srcSet ? srcSet + "\n" + (sizes2 || "") : src, promotablePreloads = renderState.preloads.images, resource$jscomp$1 = promotablePreloads.get(key$jscomp$0);
              if (resource$jscomp$1) {
                if ("high" === props.fetchPriority || 10 > renderState.highImagePreloads.size)
                  promotablePreloads.delete(key$jscomp$0), renderState.highImagePreloads.add(resource$jscomp$1);
              } else if (!resumableState.imageResources.hasOwnProperty(key$jscomp$0)) {
                resumableState.imageResources[key$jscomp$0] = PRELOAD_NO_CREDS;
                var input = props.crossOrigin;
                var JSCompiler_inline_result$jscomp$8 = "string" === typeof input ? "use-credentials" === input ? input : "" : void 0;
                var headers = renderState.headers, header;
                headers && 0 < headers.remainingCapacity && "string" !== typeof props.srcSet && ("high" === props.fetchPriority || 500 > headers.highImagePreloads.length) && (header = getPreloadAsHeader(src, "image", {
                  imageSrcSet: props.srcSet,
                  imageSizes: props.sizes,
                  crossOrigin: JSCompiler_inline_result$jscomp$8,
                  integrity: props.integrity,
                  nonce: props.nonce,
                  type: props.type,
                  fetchPriority: props.fetchPriority,
                  referrerPolicy: props.referrerPolicy
                }), 0 <= (headers.remainingCapacity -= header.length + 2)) ? (renderState.resets.image[key$jscomp$0] = PRELOAD_NO_CREDS, headers.highImagePreloads && (headers.highImagePreloads += ", "), headers.highImagePreloads += header) : (resource$jscomp$1 = [], pushLinkImpl(resource$jscomp$1, {
                  rel: "preload",
                  as: "image",
                  href: srcSet ? void 0 : src,
                  imageSrcSet: srcSet,
                  imageSizes: sizes2,
                  crossOrigin: JSCompiler_inline_result$jscomp$8,
                  integrity: props.integrity,
                  type: props.type,
                  fetchPriority: props.fetchPriority,
                  referrerPolicy: props.referrerPolicy
                }), "high" === props.fetchPriority || 10 > renderState.highImagePreloads.size ? renderState.highImagePreloads.add(resource$jscomp$1) : (renderState.bulkPreloads.add(resource$jscomp$1), promotablePreloads.set(key$jscomp$0, resource$jscomp$1)));
              }
            }
            return pushSelfClosing(target$jscomp$0, props, "img", formatContext);
          case "base":
          case "area":
          case "br":
          case "col":
          case "embed":
          case "hr":
          case "keygen":
          case "param":
          case "source":
          case "track":
          case "wbr":
            return pushSelfClosing(target$jscomp$0, props, type, formatContext);
          case "annotation-xml":
          case "color-profile":
          case "font-face":
          case "font-face-src":
          case "font-face-uri":
          case "font-face-format":
          case "font-face-name":
          case "missing-glyph":
            break;
          case "head":
            if (2 > formatContext.insertionMode) {
              var preamble = preambleState || renderState.preamble;
              if (preamble.headChunks)
                throw Error(formatProdErrorMessage(545, "`<head>`"));
              null !== preambleState && target$jscomp$0.push("<!--head-->");
              preamble.headChunks = [];
              var JSCompiler_inline_result$jscomp$9 = pushStartSingletonElement(
                preamble.headChunks,
                props,
                "head",
                formatContext
              );
            } else
              JSCompiler_inline_result$jscomp$9 = pushStartGenericElement(
                target$jscomp$0,
                props,
                "head",
                formatContext
              );
            return JSCompiler_inline_result$jscomp$9;
          case "body":
            if (2 > formatContext.insertionMode) {
              var preamble$jscomp$0 = preambleState || renderState.preamble;
              if (preamble$jscomp$0.bodyChunks)
                throw Error(formatProdErrorMessage(545, "`<body>`"));
              null !== preambleState && target$jscomp$0.push("<!--body-->");
              preamble$jscomp$0.bodyChunks = [];
              var JSCompiler_inline_result$jscomp$10 = pushStartSingletonElement(
                preamble$jscomp$0.bodyChunks,
                props,
                "body",
                formatContext
              );
            } else
              JSCompiler_inline_result$jscomp$10 = pushStartGenericElement(
                target$jscomp$0,
                props,
                "body",
                formatContext
              );
            return JSCompiler_inline_result$jscomp$10;
          case "html":
            if (0 === formatContext.insertionMode) {
              var preamble$jscomp$1 = preambleState || renderState.preamble;
              if (preamble$jscomp$1.htmlChunks)
                throw Error(formatProdErrorMessage(545, "`<html>`"));
              null !== preambleState && target$jscomp$0.push("<!--html-->");
              preamble$jscomp$1.htmlChunks = [""];
              var JSCompiler_inline_result$jscomp$11 = pushStartSingletonElement(
                preamble$jscomp$1.htmlChunks,
                props,
                "html",
                formatContext
              );
            } else
              JSCompiler_inline_result$jscomp$11 = pushStartGenericElement(
                target$jscomp$0,
                props,
                "html",
                formatContext
              );
            return JSCompiler_inline_result$jscomp$11;
          default:
            if (-1 !== type.indexOf("-")) {
              target$jscomp$0.push(startChunkForTag(type));
              var children$jscomp$9 = null, innerHTML$jscomp$8 = null, propKey$jscomp$11;
              for (propKey$jscomp$11 in props)
                if (hasOwnProperty.call(props, propKey$jscomp$11)) {
                  var propValue$jscomp$11 = props[propKey$jscomp$11];
                  if (null != propValue$jscomp$11) {
                    var attributeName = propKey$jscomp$11;
                    switch (propKey$jscomp$11) {
                      case "children":
                        children$jscomp$9 = propValue$jscomp$11;
                        break;
                      case "dangerouslySetInnerHTML":
                        innerHTML$jscomp$8 = propValue$jscomp$11;
                        break;
                      case "style":
                        pushStyleAttribute(target$jscomp$0, propValue$jscomp$11);
                        break;
                      case "suppressContentEditableWarning":
                      case "suppressHydrationWarning":
                      case "ref":
                        break;
                      case "className":
                        attributeName = "class";
                      default:
                        if (isAttributeNameSafe(propKey$jscomp$11) && "function" !== typeof propValue$jscomp$11 && "symbol" !== typeof propValue$jscomp$11 && false !== propValue$jscomp$11) {
                          if (true === propValue$jscomp$11) propValue$jscomp$11 = "";
                          else if ("object" === typeof propValue$jscomp$11) continue;
                          target$jscomp$0.push(
                            " ",
                            attributeName,
                            '="',
                            escapeTextForBrowser(propValue$jscomp$11),
                            '"'
                          );
                        }
                    }
                  }
                }
              pushViewTransitionAttributes(target$jscomp$0, formatContext);
              target$jscomp$0.push(">");
              pushInnerHTML(target$jscomp$0, innerHTML$jscomp$8, children$jscomp$9);
              return children$jscomp$9;
            }
        }
        return pushStartGenericElement(target$jscomp$0, props, type, formatContext);
      }
      var endTagCache = /* @__PURE__ */ new Map();
      function endChunkForTag(tag) {
        var chunk = endTagCache.get(tag);
        void 0 === chunk && (chunk = "</" + tag + ">", endTagCache.set(tag, chunk));
        return chunk;
      }
      function hoistPreambleState(renderState, preambleState) {
        renderState = renderState.preamble;
        null === renderState.htmlChunks && preambleState.htmlChunks && (renderState.htmlChunks = preambleState.htmlChunks);
        null === renderState.headChunks && preambleState.headChunks && (renderState.headChunks = preambleState.headChunks);
        null === renderState.bodyChunks && preambleState.bodyChunks && (renderState.bodyChunks = preambleState.bodyChunks);
      }
      function writeBootstrap(destination, renderState) {
        renderState = renderState.bootstrapChunks;
        for (var i2 = 0; i2 < renderState.length - 1; i2++)
          destination.push(renderState[i2]);
        return i2 < renderState.length ? (i2 = renderState[i2], renderState.length = 0, destination.push(i2)) : true;
      }
      function writeStartPendingSuspenseBoundary(destination, renderState, id) {
        destination.push('<!--$?--><template id="');
        if (null === id) throw Error(formatProdErrorMessage(395));
        destination.push(renderState.boundaryPrefix);
        renderState = id.toString(16);
        destination.push(renderState);
        return destination.push('"></template>');
      }
      function writeStartSegment(destination, renderState, formatContext, id) {
        switch (formatContext.insertionMode) {
          case 0:
          case 1:
          case 3:
          case 2:
            return destination.push('<div hidden id="'), destination.push(renderState.segmentPrefix), renderState = id.toString(16), destination.push(renderState), destination.push('">');
          case 4:
            return destination.push('<svg aria-hidden="true" style="display:none" id="'), destination.push(renderState.segmentPrefix), renderState = id.toString(16), destination.push(renderState), destination.push('">');
          case 5:
            return destination.push('<math aria-hidden="true" style="display:none" id="'), destination.push(renderState.segmentPrefix), renderState = id.toString(16), destination.push(renderState), destination.push('">');
          case 6:
            return destination.push('<table hidden id="'), destination.push(renderState.segmentPrefix), renderState = id.toString(16), destination.push(renderState), destination.push('">');
          case 7:
            return destination.push('<table hidden><tbody id="'), destination.push(renderState.segmentPrefix), renderState = id.toString(16), destination.push(renderState), destination.push('">');
          case 8:
            return destination.push('<table hidden><tr id="'), destination.push(renderState.segmentPrefix), renderState = id.toString(16), destination.push(renderState), destination.push('">');
          case 9:
            return destination.push('<table hidden><colgroup id="'), destination.push(renderState.segmentPrefix), renderState = id.toString(16), destination.push(renderState), destination.push('">');
          default:
            throw Error(formatProdErrorMessage(397));
        }
      }
      function writeEndSegment(destination, formatContext) {
        switch (formatContext.insertionMode) {
          case 0:
          case 1:
          case 3:
          case 2:
            return destination.push("</div>");
          case 4:
            return destination.push("</svg>");
          case 5:
            return destination.push("</math>");
          case 6:
            return destination.push("</table>");
          case 7:
            return destination.push("</tbody></table>");
          case 8:
            return destination.push("</tr></table>");
          case 9:
            return destination.push("</colgroup></table>");
          default:
            throw Error(formatProdErrorMessage(397));
        }
      }
      var regexForJSStringsInInstructionScripts = /[<\u2028\u2029]/g;
      function escapeJSStringsForInstructionScripts(input) {
        return JSON.stringify(input).replace(
          regexForJSStringsInInstructionScripts,
          function(match2) {
            switch (match2) {
              case "<":
                return "\\u003c";
              case "\u2028":
                return "\\u2028";
              case "\u2029":
                return "\\u2029";
              default:
                throw Error(
                  "escapeJSStringsForInstructionScripts encountered a match it does not know how to replace. this means the match regex and the replacement characters are no longer in sync. This is a bug in React"
                );
            }
          }
        );
      }
      var regexForJSStringsInScripts = /[&><\u2028\u2029]/g;
      function escapeJSObjectForInstructionScripts(input) {
        return JSON.stringify(input).replace(
          regexForJSStringsInScripts,
          function(match2) {
            switch (match2) {
              case "&":
                return "\\u0026";
              case ">":
                return "\\u003e";
              case "<":
                return "\\u003c";
              case "\u2028":
                return "\\u2028";
              case "\u2029":
                return "\\u2029";
              default:
                throw Error(
                  "escapeJSObjectForInstructionScripts encountered a match it does not know how to replace. this means the match regex and the replacement characters are no longer in sync. This is a bug in React"
                );
            }
          }
        );
      }
      var currentlyRenderingBoundaryHasStylesToHoist = false;
      var destinationHasCapacity = true;
      function flushStyleTagsLateForBoundary(styleQueue) {
        var rules = styleQueue.rules, hrefs = styleQueue.hrefs, i2 = 0;
        if (hrefs.length) {
          this.push(currentlyFlushingRenderState.startInlineStyle);
          this.push(' media="not all" data-precedence="');
          this.push(styleQueue.precedence);
          for (this.push('" data-href="'); i2 < hrefs.length - 1; i2++)
            this.push(hrefs[i2]), this.push(" ");
          this.push(hrefs[i2]);
          this.push('">');
          for (i2 = 0; i2 < rules.length; i2++) this.push(rules[i2]);
          destinationHasCapacity = this.push("</style>");
          currentlyRenderingBoundaryHasStylesToHoist = true;
          rules.length = 0;
          hrefs.length = 0;
        }
      }
      function hasStylesToHoist(stylesheet) {
        return 2 !== stylesheet.state ? currentlyRenderingBoundaryHasStylesToHoist = true : false;
      }
      function writeHoistablesForBoundary(destination, hoistableState, renderState) {
        currentlyRenderingBoundaryHasStylesToHoist = false;
        destinationHasCapacity = true;
        currentlyFlushingRenderState = renderState;
        hoistableState.styles.forEach(flushStyleTagsLateForBoundary, destination);
        currentlyFlushingRenderState = null;
        hoistableState.stylesheets.forEach(hasStylesToHoist);
        currentlyRenderingBoundaryHasStylesToHoist && (renderState.stylesToHoist = true);
        return destinationHasCapacity;
      }
      function flushResource(resource) {
        for (var i2 = 0; i2 < resource.length; i2++) this.push(resource[i2]);
        resource.length = 0;
      }
      var stylesheetFlushingQueue = [];
      function flushStyleInPreamble(stylesheet) {
        pushLinkImpl(stylesheetFlushingQueue, stylesheet.props);
        for (var i2 = 0; i2 < stylesheetFlushingQueue.length; i2++)
          this.push(stylesheetFlushingQueue[i2]);
        stylesheetFlushingQueue.length = 0;
        stylesheet.state = 2;
      }
      function flushStylesInPreamble(styleQueue) {
        var hasStylesheets = 0 < styleQueue.sheets.size;
        styleQueue.sheets.forEach(flushStyleInPreamble, this);
        styleQueue.sheets.clear();
        var rules = styleQueue.rules, hrefs = styleQueue.hrefs;
        if (!hasStylesheets || hrefs.length) {
          this.push(currentlyFlushingRenderState.startInlineStyle);
          this.push(' data-precedence="');
          this.push(styleQueue.precedence);
          styleQueue = 0;
          if (hrefs.length) {
            for (this.push('" data-href="'); styleQueue < hrefs.length - 1; styleQueue++)
              this.push(hrefs[styleQueue]), this.push(" ");
            this.push(hrefs[styleQueue]);
          }
          this.push('">');
          for (styleQueue = 0; styleQueue < rules.length; styleQueue++)
            this.push(rules[styleQueue]);
          this.push("</style>");
          rules.length = 0;
          hrefs.length = 0;
        }
      }
      function preloadLateStyle(stylesheet) {
        if (0 === stylesheet.state) {
          stylesheet.state = 1;
          var props = stylesheet.props;
          pushLinkImpl(stylesheetFlushingQueue, {
            rel: "preload",
            as: "style",
            href: stylesheet.props.href,
            crossOrigin: props.crossOrigin,
            fetchPriority: props.fetchPriority,
            integrity: props.integrity,
            media: props.media,
            hrefLang: props.hrefLang,
            referrerPolicy: props.referrerPolicy
          });
          for (stylesheet = 0; stylesheet < stylesheetFlushingQueue.length; stylesheet++)
            this.push(stylesheetFlushingQueue[stylesheet]);
          stylesheetFlushingQueue.length = 0;
        }
      }
      function preloadLateStyles(styleQueue) {
        styleQueue.sheets.forEach(preloadLateStyle, this);
        styleQueue.sheets.clear();
      }
      function pushCompletedShellIdAttribute(target, resumableState) {
        0 === (resumableState.instructions & 32) && (resumableState.instructions |= 32, target.push(
          ' id="',
          escapeTextForBrowser("_" + resumableState.idPrefix + "R_"),
          '"'
        ));
      }
      function writeStyleResourceDependenciesInJS(destination, hoistableState) {
        destination.push("[");
        var nextArrayOpenBrackChunk = "[";
        hoistableState.stylesheets.forEach(function(resource) {
          if (2 !== resource.state)
            if (3 === resource.state)
              destination.push(nextArrayOpenBrackChunk), resource = escapeJSObjectForInstructionScripts(
                "" + resource.props.href
              ), destination.push(resource), destination.push("]"), nextArrayOpenBrackChunk = ",[";
            else {
              destination.push(nextArrayOpenBrackChunk);
              var precedence = resource.props["data-precedence"], props = resource.props, coercedHref = sanitizeURL("" + resource.props.href);
              coercedHref = escapeJSObjectForInstructionScripts(coercedHref);
              destination.push(coercedHref);
              precedence = "" + precedence;
              destination.push(",");
              precedence = escapeJSObjectForInstructionScripts(precedence);
              destination.push(precedence);
              for (var propKey in props)
                if (hasOwnProperty.call(props, propKey) && (precedence = props[propKey], null != precedence))
                  switch (propKey) {
                    case "href":
                    case "rel":
                    case "precedence":
                    case "data-precedence":
                      break;
                    case "children":
                    case "dangerouslySetInnerHTML":
                      throw Error(formatProdErrorMessage(399, "link"));
                    default:
                      writeStyleResourceAttributeInJS(
                        destination,
                        propKey,
                        precedence
                      );
                  }
              destination.push("]");
              nextArrayOpenBrackChunk = ",[";
              resource.state = 3;
            }
        });
        destination.push("]");
      }
      function writeStyleResourceAttributeInJS(destination, name, value) {
        var attributeName = name.toLowerCase();
        switch (typeof value) {
          case "function":
          case "symbol":
            return;
        }
        switch (name) {
          case "innerHTML":
          case "dangerouslySetInnerHTML":
          case "suppressContentEditableWarning":
          case "suppressHydrationWarning":
          case "style":
          case "ref":
            return;
          case "className":
            attributeName = "class";
            name = "" + value;
            break;
          case "hidden":
            if (false === value) return;
            name = "";
            break;
          case "src":
          case "href":
            value = sanitizeURL(value);
            name = "" + value;
            break;
          default:
            if (2 < name.length && ("o" === name[0] || "O" === name[0]) && ("n" === name[1] || "N" === name[1]) || !isAttributeNameSafe(name))
              return;
            name = "" + value;
        }
        destination.push(",");
        attributeName = escapeJSObjectForInstructionScripts(attributeName);
        destination.push(attributeName);
        destination.push(",");
        attributeName = escapeJSObjectForInstructionScripts(name);
        destination.push(attributeName);
      }
      function createHoistableState() {
        return { styles: /* @__PURE__ */ new Set(), stylesheets: /* @__PURE__ */ new Set(), suspenseyImages: false };
      }
      function prefetchDNS(href) {
        var request = currentRequest ? currentRequest : null;
        if (request) {
          var resumableState = request.resumableState, renderState = request.renderState;
          if ("string" === typeof href && href) {
            if (!resumableState.dnsResources.hasOwnProperty(href)) {
              resumableState.dnsResources[href] = null;
              resumableState = renderState.headers;
              var header, JSCompiler_temp;
              if (JSCompiler_temp = resumableState && 0 < resumableState.remainingCapacity)
                JSCompiler_temp = (header = "<" + ("" + href).replace(
                  regexForHrefInLinkHeaderURLContext,
                  escapeHrefForLinkHeaderURLContextReplacer
                ) + ">; rel=dns-prefetch", 0 <= (resumableState.remainingCapacity -= header.length + 2));
              JSCompiler_temp ? (renderState.resets.dns[href] = null, resumableState.preconnects && (resumableState.preconnects += ", "), resumableState.preconnects += header) : (header = [], pushLinkImpl(header, { href, rel: "dns-prefetch" }), renderState.preconnects.add(header));
            }
            enqueueFlush(request);
          }
        } else previousDispatcher.D(href);
      }
      function preconnect(href, crossOrigin) {
        var request = currentRequest ? currentRequest : null;
        if (request) {
          var resumableState = request.resumableState, renderState = request.renderState;
          if ("string" === typeof href && href) {
            var bucket = "use-credentials" === crossOrigin ? "credentials" : "string" === typeof crossOrigin ? "anonymous" : "default";
            if (!resumableState.connectResources[bucket].hasOwnProperty(href)) {
              resumableState.connectResources[bucket][href] = null;
              resumableState = renderState.headers;
              var header, JSCompiler_temp;
              if (JSCompiler_temp = resumableState && 0 < resumableState.remainingCapacity) {
                JSCompiler_temp = "<" + ("" + href).replace(
                  regexForHrefInLinkHeaderURLContext,
                  escapeHrefForLinkHeaderURLContextReplacer
                ) + ">; rel=preconnect";
                if ("string" === typeof crossOrigin) {
                  var escapedCrossOrigin = ("" + crossOrigin).replace(
                    regexForLinkHeaderQuotedParamValueContext,
                    escapeStringForLinkHeaderQuotedParamValueContextReplacer
                  );
                  JSCompiler_temp += '; crossorigin="' + escapedCrossOrigin + '"';
                }
                JSCompiler_temp = (header = JSCompiler_temp, 0 <= (resumableState.remainingCapacity -= header.length + 2));
              }
              JSCompiler_temp ? (renderState.resets.connect[bucket][href] = null, resumableState.preconnects && (resumableState.preconnects += ", "), resumableState.preconnects += header) : (bucket = [], pushLinkImpl(bucket, {
                rel: "preconnect",
                href,
                crossOrigin
              }), renderState.preconnects.add(bucket));
            }
            enqueueFlush(request);
          }
        } else previousDispatcher.C(href, crossOrigin);
      }
      function preload(href, as, options2) {
        var request = currentRequest ? currentRequest : null;
        if (request) {
          var resumableState = request.resumableState, renderState = request.renderState;
          if (as && href) {
            switch (as) {
              case "image":
                if (options2) {
                  var imageSrcSet = options2.imageSrcSet;
                  var imageSizes = options2.imageSizes;
                  var fetchPriority = options2.fetchPriority;
                }
                var key = imageSrcSet ? imageSrcSet + "\n" + (imageSizes || "") : href;
                if (resumableState.imageResources.hasOwnProperty(key)) return;
                resumableState.imageResources[key] = PRELOAD_NO_CREDS;
                resumableState = renderState.headers;
                var header;
                resumableState && 0 < resumableState.remainingCapacity && "string" !== typeof imageSrcSet && "high" === fetchPriority && (header = getPreloadAsHeader(href, as, options2), 0 <= (resumableState.remainingCapacity -= header.length + 2)) ? (renderState.resets.image[key] = PRELOAD_NO_CREDS, resumableState.highImagePreloads && (resumableState.highImagePreloads += ", "), resumableState.highImagePreloads += header) : (resumableState = [], pushLinkImpl(
                  resumableState,
                  assign2(
                    { rel: "preload", href: imageSrcSet ? void 0 : href, as },
                    options2
                  )
                ), "high" === fetchPriority ? renderState.highImagePreloads.add(resumableState) : (renderState.bulkPreloads.add(resumableState), renderState.preloads.images.set(key, resumableState)));
                break;
              case "style":
                if (resumableState.styleResources.hasOwnProperty(href)) return;
                imageSrcSet = [];
                pushLinkImpl(
                  imageSrcSet,
                  assign2({ rel: "preload", href, as }, options2)
                );
                resumableState.styleResources[href] = !options2 || "string" !== typeof options2.crossOrigin && "string" !== typeof options2.integrity ? PRELOAD_NO_CREDS : [options2.crossOrigin, options2.integrity];
                renderState.preloads.stylesheets.set(href, imageSrcSet);
                renderState.bulkPreloads.add(imageSrcSet);
                break;
              case "script":
                if (resumableState.scriptResources.hasOwnProperty(href)) return;
                imageSrcSet = [];
                renderState.preloads.scripts.set(href, imageSrcSet);
                renderState.bulkPreloads.add(imageSrcSet);
                pushLinkImpl(
                  imageSrcSet,
                  assign2({ rel: "preload", href, as }, options2)
                );
                resumableState.scriptResources[href] = !options2 || "string" !== typeof options2.crossOrigin && "string" !== typeof options2.integrity ? PRELOAD_NO_CREDS : [options2.crossOrigin, options2.integrity];
                break;
              default:
                if (resumableState.unknownResources.hasOwnProperty(as)) {
                  if (imageSrcSet = resumableState.unknownResources[as], imageSrcSet.hasOwnProperty(href))
                    return;
                } else
                  imageSrcSet = {}, resumableState.unknownResources[as] = imageSrcSet;
                imageSrcSet[href] = PRELOAD_NO_CREDS;
                if ((resumableState = renderState.headers) && 0 < resumableState.remainingCapacity && "font" === as && (key = getPreloadAsHeader(href, as, options2), 0 <= (resumableState.remainingCapacity -= key.length + 2)))
                  renderState.resets.font[href] = PRELOAD_NO_CREDS, resumableState.fontPreloads && (resumableState.fontPreloads += ", "), resumableState.fontPreloads += key;
                else
                  switch (resumableState = [], href = assign2({ rel: "preload", href, as }, options2), pushLinkImpl(resumableState, href), as) {
                    case "font":
                      renderState.fontPreloads.add(resumableState);
                      break;
                    default:
                      renderState.bulkPreloads.add(resumableState);
                  }
            }
            enqueueFlush(request);
          }
        } else previousDispatcher.L(href, as, options2);
      }
      function preloadModule(href, options2) {
        var request = currentRequest ? currentRequest : null;
        if (request) {
          var resumableState = request.resumableState, renderState = request.renderState;
          if (href) {
            var as = options2 && "string" === typeof options2.as ? options2.as : "script";
            switch (as) {
              case "script":
                if (resumableState.moduleScriptResources.hasOwnProperty(href)) return;
                as = [];
                resumableState.moduleScriptResources[href] = !options2 || "string" !== typeof options2.crossOrigin && "string" !== typeof options2.integrity ? PRELOAD_NO_CREDS : [options2.crossOrigin, options2.integrity];
                renderState.preloads.moduleScripts.set(href, as);
                break;
              default:
                if (resumableState.moduleUnknownResources.hasOwnProperty(as)) {
                  var resources = resumableState.moduleUnknownResources[as];
                  if (resources.hasOwnProperty(href)) return;
                } else
                  resources = {}, resumableState.moduleUnknownResources[as] = resources;
                as = [];
                resources[href] = PRELOAD_NO_CREDS;
            }
            pushLinkImpl(as, assign2({ rel: "modulepreload", href }, options2));
            renderState.bulkPreloads.add(as);
            enqueueFlush(request);
          }
        } else previousDispatcher.m(href, options2);
      }
      function preinitStyle(href, precedence, options2) {
        var request = currentRequest ? currentRequest : null;
        if (request) {
          var resumableState = request.resumableState, renderState = request.renderState;
          if (href) {
            precedence = precedence || "default";
            var styleQueue = renderState.styles.get(precedence), resourceState = resumableState.styleResources.hasOwnProperty(href) ? resumableState.styleResources[href] : void 0;
            null !== resourceState && (resumableState.styleResources[href] = null, styleQueue || (styleQueue = {
              precedence: escapeTextForBrowser(precedence),
              rules: [],
              hrefs: [],
              sheets: /* @__PURE__ */ new Map()
            }, renderState.styles.set(precedence, styleQueue)), precedence = {
              state: 0,
              props: assign2(
                { rel: "stylesheet", href, "data-precedence": precedence },
                options2
              )
            }, resourceState && (2 === resourceState.length && adoptPreloadCredentials(precedence.props, resourceState), (renderState = renderState.preloads.stylesheets.get(href)) && 0 < renderState.length ? renderState.length = 0 : precedence.state = 1), styleQueue.sheets.set(href, precedence), enqueueFlush(request));
          }
        } else previousDispatcher.S(href, precedence, options2);
      }
      function preinitScript(src, options2) {
        var request = currentRequest ? currentRequest : null;
        if (request) {
          var resumableState = request.resumableState, renderState = request.renderState;
          if (src) {
            var resourceState = resumableState.scriptResources.hasOwnProperty(src) ? resumableState.scriptResources[src] : void 0;
            null !== resourceState && (resumableState.scriptResources[src] = null, options2 = assign2({ src, async: true }, options2), resourceState && (2 === resourceState.length && adoptPreloadCredentials(options2, resourceState), src = renderState.preloads.scripts.get(src)) && (src.length = 0), src = [], renderState.scripts.add(src), pushScriptImpl(src, options2), enqueueFlush(request));
          }
        } else previousDispatcher.X(src, options2);
      }
      function preinitModuleScript(src, options2) {
        var request = currentRequest ? currentRequest : null;
        if (request) {
          var resumableState = request.resumableState, renderState = request.renderState;
          if (src) {
            var resourceState = resumableState.moduleScriptResources.hasOwnProperty(
              src
            ) ? resumableState.moduleScriptResources[src] : void 0;
            null !== resourceState && (resumableState.moduleScriptResources[src] = null, options2 = assign2({ src, type: "module", async: true }, options2), resourceState && (2 === resourceState.length && adoptPreloadCredentials(options2, resourceState), src = renderState.preloads.moduleScripts.get(src)) && (src.length = 0), src = [], renderState.scripts.add(src), pushScriptImpl(src, options2), enqueueFlush(request));
          }
        } else previousDispatcher.M(src, options2);
      }
      function adoptPreloadCredentials(target, preloadState) {
        null == target.crossOrigin && (target.crossOrigin = preloadState[0]);
        null == target.integrity && (target.integrity = preloadState[1]);
      }
      function getPreloadAsHeader(href, as, params) {
        href = ("" + href).replace(
          regexForHrefInLinkHeaderURLContext,
          escapeHrefForLinkHeaderURLContextReplacer
        );
        as = ("" + as).replace(
          regexForLinkHeaderQuotedParamValueContext,
          escapeStringForLinkHeaderQuotedParamValueContextReplacer
        );
        as = "<" + href + '>; rel=preload; as="' + as + '"';
        for (var paramName in params)
          hasOwnProperty.call(params, paramName) && (href = params[paramName], "string" === typeof href && (as += "; " + paramName.toLowerCase() + '="' + ("" + href).replace(
            regexForLinkHeaderQuotedParamValueContext,
            escapeStringForLinkHeaderQuotedParamValueContextReplacer
          ) + '"'));
        return as;
      }
      var regexForHrefInLinkHeaderURLContext = /[<>\r\n]/g;
      function escapeHrefForLinkHeaderURLContextReplacer(match2) {
        switch (match2) {
          case "<":
            return "%3C";
          case ">":
            return "%3E";
          case "\n":
            return "%0A";
          case "\r":
            return "%0D";
          default:
            throw Error(
              "escapeLinkHrefForHeaderContextReplacer encountered a match it does not know how to replace. this means the match regex and the replacement characters are no longer in sync. This is a bug in React"
            );
        }
      }
      var regexForLinkHeaderQuotedParamValueContext = /["';,\r\n]/g;
      function escapeStringForLinkHeaderQuotedParamValueContextReplacer(match2) {
        switch (match2) {
          case '"':
            return "%22";
          case "'":
            return "%27";
          case ";":
            return "%3B";
          case ",":
            return "%2C";
          case "\n":
            return "%0A";
          case "\r":
            return "%0D";
          default:
            throw Error(
              "escapeStringForLinkHeaderQuotedParamValueContextReplacer encountered a match it does not know how to replace. this means the match regex and the replacement characters are no longer in sync. This is a bug in React"
            );
        }
      }
      function hoistStyleQueueDependency(styleQueue) {
        this.styles.add(styleQueue);
      }
      function hoistStylesheetDependency(stylesheet) {
        this.stylesheets.add(stylesheet);
      }
      function hoistHoistables(parentState, childState) {
        childState.styles.forEach(hoistStyleQueueDependency, parentState);
        childState.stylesheets.forEach(hoistStylesheetDependency, parentState);
        childState.suspenseyImages && (parentState.suspenseyImages = true);
      }
      function createRenderState(resumableState, generateStaticMarkup) {
        var idPrefix = resumableState.idPrefix, bootstrapChunks = [], bootstrapScriptContent = resumableState.bootstrapScriptContent, bootstrapScripts = resumableState.bootstrapScripts, bootstrapModules = resumableState.bootstrapModules;
        void 0 !== bootstrapScriptContent && (bootstrapChunks.push("<script"), pushCompletedShellIdAttribute(bootstrapChunks, resumableState), bootstrapChunks.push(
          ">",
          ("" + bootstrapScriptContent).replace(scriptRegex, scriptReplacer),
          "<\/script>"
        ));
        bootstrapScriptContent = idPrefix + "P:";
        var JSCompiler_object_inline_segmentPrefix_1724 = idPrefix + "S:";
        idPrefix += "B:";
        var JSCompiler_object_inline_preconnects_1738 = /* @__PURE__ */ new Set(), JSCompiler_object_inline_fontPreloads_1739 = /* @__PURE__ */ new Set(), JSCompiler_object_inline_highImagePreloads_1740 = /* @__PURE__ */ new Set(), JSCompiler_object_inline_styles_1741 = /* @__PURE__ */ new Map(), JSCompiler_object_inline_bootstrapScripts_1742 = /* @__PURE__ */ new Set(), JSCompiler_object_inline_scripts_1743 = /* @__PURE__ */ new Set(), JSCompiler_object_inline_bulkPreloads_1744 = /* @__PURE__ */ new Set(), JSCompiler_object_inline_preloads_1745 = {
          images: /* @__PURE__ */ new Map(),
          stylesheets: /* @__PURE__ */ new Map(),
          scripts: /* @__PURE__ */ new Map(),
          moduleScripts: /* @__PURE__ */ new Map()
        };
        if (void 0 !== bootstrapScripts)
          for (var i2 = 0; i2 < bootstrapScripts.length; i2++) {
            var scriptConfig = bootstrapScripts[i2], src, crossOrigin = void 0, integrity = void 0, props = {
              rel: "preload",
              as: "script",
              fetchPriority: "low",
              nonce: void 0
            };
            "string" === typeof scriptConfig ? props.href = src = scriptConfig : (props.href = src = scriptConfig.src, props.integrity = integrity = "string" === typeof scriptConfig.integrity ? scriptConfig.integrity : void 0, props.crossOrigin = crossOrigin = "string" === typeof scriptConfig || null == scriptConfig.crossOrigin ? void 0 : "use-credentials" === scriptConfig.crossOrigin ? "use-credentials" : "");
            scriptConfig = resumableState;
            var href = src;
            scriptConfig.scriptResources[href] = null;
            scriptConfig.moduleScriptResources[href] = null;
            scriptConfig = [];
            pushLinkImpl(scriptConfig, props);
            JSCompiler_object_inline_bootstrapScripts_1742.add(scriptConfig);
            bootstrapChunks.push('<script src="', escapeTextForBrowser(src), '"');
            "string" === typeof integrity && bootstrapChunks.push(
              ' integrity="',
              escapeTextForBrowser(integrity),
              '"'
            );
            "string" === typeof crossOrigin && bootstrapChunks.push(
              ' crossorigin="',
              escapeTextForBrowser(crossOrigin),
              '"'
            );
            pushCompletedShellIdAttribute(bootstrapChunks, resumableState);
            bootstrapChunks.push(' async=""><\/script>');
          }
        if (void 0 !== bootstrapModules)
          for (bootstrapScripts = 0; bootstrapScripts < bootstrapModules.length; bootstrapScripts++)
            props = bootstrapModules[bootstrapScripts], crossOrigin = src = void 0, integrity = {
              rel: "modulepreload",
              fetchPriority: "low",
              nonce: void 0
            }, "string" === typeof props ? integrity.href = i2 = props : (integrity.href = i2 = props.src, integrity.integrity = crossOrigin = "string" === typeof props.integrity ? props.integrity : void 0, integrity.crossOrigin = src = "string" === typeof props || null == props.crossOrigin ? void 0 : "use-credentials" === props.crossOrigin ? "use-credentials" : ""), props = resumableState, scriptConfig = i2, props.scriptResources[scriptConfig] = null, props.moduleScriptResources[scriptConfig] = null, props = [], pushLinkImpl(props, integrity), JSCompiler_object_inline_bootstrapScripts_1742.add(props), bootstrapChunks.push(
              '<script type="module" src="',
              escapeTextForBrowser(i2),
              '"'
            ), "string" === typeof crossOrigin && bootstrapChunks.push(
              ' integrity="',
              escapeTextForBrowser(crossOrigin),
              '"'
            ), "string" === typeof src && bootstrapChunks.push(
              ' crossorigin="',
              escapeTextForBrowser(src),
              '"'
            ), pushCompletedShellIdAttribute(bootstrapChunks, resumableState), bootstrapChunks.push(' async=""><\/script>');
        return {
          placeholderPrefix: bootstrapScriptContent,
          segmentPrefix: JSCompiler_object_inline_segmentPrefix_1724,
          boundaryPrefix: idPrefix,
          startInlineScript: "<script",
          startInlineStyle: "<style",
          preamble: { htmlChunks: null, headChunks: null, bodyChunks: null },
          externalRuntimeScript: null,
          bootstrapChunks,
          importMapChunks: [],
          onHeaders: void 0,
          headers: null,
          resets: {
            font: {},
            dns: {},
            connect: { default: {}, anonymous: {}, credentials: {} },
            image: {},
            style: {}
          },
          charsetChunks: [],
          viewportChunks: [],
          hoistableChunks: [],
          preconnects: JSCompiler_object_inline_preconnects_1738,
          fontPreloads: JSCompiler_object_inline_fontPreloads_1739,
          highImagePreloads: JSCompiler_object_inline_highImagePreloads_1740,
          styles: JSCompiler_object_inline_styles_1741,
          bootstrapScripts: JSCompiler_object_inline_bootstrapScripts_1742,
          scripts: JSCompiler_object_inline_scripts_1743,
          bulkPreloads: JSCompiler_object_inline_bulkPreloads_1744,
          preloads: JSCompiler_object_inline_preloads_1745,
          nonce: { script: void 0, style: void 0 },
          stylesToHoist: false,
          generateStaticMarkup
        };
      }
      function pushTextInstance(target, text, renderState, textEmbedded) {
        if (renderState.generateStaticMarkup)
          return target.push(escapeTextForBrowser(text)), false;
        "" === text ? target = textEmbedded : (textEmbedded && target.push("<!-- -->"), target.push(escapeTextForBrowser(text)), target = true);
        return target;
      }
      function pushSegmentFinale(target, renderState, lastPushedText, textEmbedded) {
        renderState.generateStaticMarkup || lastPushedText && textEmbedded && target.push("<!-- -->");
      }
      var bind = Function.prototype.bind;
      var REACT_CLIENT_REFERENCE = /* @__PURE__ */ Symbol.for("react.client.reference");
      function getComponentNameFromType(type) {
        if (null == type) return null;
        if ("function" === typeof type)
          return type.$$typeof === REACT_CLIENT_REFERENCE ? null : type.displayName || type.name || null;
        if ("string" === typeof type) return type;
        switch (type) {
          case REACT_FRAGMENT_TYPE:
            return "Fragment";
          case REACT_PROFILER_TYPE:
            return "Profiler";
          case REACT_STRICT_MODE_TYPE:
            return "StrictMode";
          case REACT_SUSPENSE_TYPE:
            return "Suspense";
          case REACT_SUSPENSE_LIST_TYPE:
            return "SuspenseList";
          case REACT_ACTIVITY_TYPE:
            return "Activity";
          case REACT_VIEW_TRANSITION_TYPE:
            return "ViewTransition";
        }
        if ("object" === typeof type)
          switch (type.$$typeof) {
            case REACT_PORTAL_TYPE:
              return "Portal";
            case REACT_CONTEXT_TYPE:
              return type.displayName || "Context";
            case REACT_CONSUMER_TYPE:
              return (type._context.displayName || "Context") + ".Consumer";
            case REACT_FORWARD_REF_TYPE:
              var innerType = type.render;
              type = type.displayName;
              type || (type = innerType.displayName || innerType.name || "", type = "" !== type ? "ForwardRef(" + type + ")" : "ForwardRef");
              return type;
            case REACT_MEMO_TYPE:
              return innerType = type.displayName || null, null !== innerType ? innerType : getComponentNameFromType(type.type) || "Memo";
            case REACT_LAZY_TYPE2:
              innerType = type._payload;
              type = type._init;
              try {
                return getComponentNameFromType(type(innerType));
              } catch (x) {
              }
          }
        return null;
      }
      var emptyContextObject = {};
      var currentActiveSnapshot = null;
      function popToNearestCommonAncestor(prev2, next2) {
        if (prev2 !== next2) {
          prev2.context._currentValue2 = prev2.parentValue;
          prev2 = prev2.parent;
          var parentNext = next2.parent;
          if (null === prev2) {
            if (null !== parentNext) throw Error(formatProdErrorMessage(401));
          } else {
            if (null === parentNext) throw Error(formatProdErrorMessage(401));
            popToNearestCommonAncestor(prev2, parentNext);
          }
          next2.context._currentValue2 = next2.value;
        }
      }
      function popAllPrevious(prev2) {
        prev2.context._currentValue2 = prev2.parentValue;
        prev2 = prev2.parent;
        null !== prev2 && popAllPrevious(prev2);
      }
      function pushAllNext(next2) {
        var parentNext = next2.parent;
        null !== parentNext && pushAllNext(parentNext);
        next2.context._currentValue2 = next2.value;
      }
      function popPreviousToCommonLevel(prev2, next2) {
        prev2.context._currentValue2 = prev2.parentValue;
        prev2 = prev2.parent;
        if (null === prev2) throw Error(formatProdErrorMessage(402));
        prev2.depth === next2.depth ? popToNearestCommonAncestor(prev2, next2) : popPreviousToCommonLevel(prev2, next2);
      }
      function popNextToCommonLevel(prev2, next2) {
        var parentNext = next2.parent;
        if (null === parentNext) throw Error(formatProdErrorMessage(402));
        prev2.depth === parentNext.depth ? popToNearestCommonAncestor(prev2, parentNext) : popNextToCommonLevel(prev2, parentNext);
        next2.context._currentValue2 = next2.value;
      }
      function switchContext(newSnapshot) {
        var prev2 = currentActiveSnapshot;
        prev2 !== newSnapshot && (null === prev2 ? pushAllNext(newSnapshot) : null === newSnapshot ? popAllPrevious(prev2) : prev2.depth === newSnapshot.depth ? popToNearestCommonAncestor(prev2, newSnapshot) : prev2.depth > newSnapshot.depth ? popPreviousToCommonLevel(prev2, newSnapshot) : popNextToCommonLevel(prev2, newSnapshot), currentActiveSnapshot = newSnapshot);
      }
      var classComponentUpdater = {
        enqueueSetState: function(inst, payload) {
          inst = inst._reactInternals;
          null !== inst.queue && inst.queue.push(payload);
        },
        enqueueReplaceState: function(inst, payload) {
          inst = inst._reactInternals;
          inst.replace = true;
          inst.queue = [payload];
        },
        enqueueForceUpdate: function() {
        }
      };
      var emptyTreeContext = { id: 1, overflow: "" };
      function getTreeId(context) {
        var overflow = context.overflow;
        context = context.id;
        return (context & ~(1 << 32 - clz32(context) - 1)).toString(32) + overflow;
      }
      function pushTreeContext(baseContext, totalChildren, index) {
        var baseIdWithLeadingBit = baseContext.id;
        baseContext = baseContext.overflow;
        var baseLength = 32 - clz32(baseIdWithLeadingBit) - 1;
        baseIdWithLeadingBit &= ~(1 << baseLength);
        index += 1;
        var length2 = 32 - clz32(totalChildren) + baseLength;
        if (30 < length2) {
          var numberOfOverflowBits = baseLength - baseLength % 5;
          length2 = (baseIdWithLeadingBit & (1 << numberOfOverflowBits) - 1).toString(32);
          baseIdWithLeadingBit >>= numberOfOverflowBits;
          baseLength -= numberOfOverflowBits;
          return {
            id: 1 << 32 - clz32(totalChildren) + baseLength | index << baseLength | baseIdWithLeadingBit,
            overflow: length2 + baseContext
          };
        }
        return {
          id: 1 << length2 | index << baseLength | baseIdWithLeadingBit,
          overflow: baseContext
        };
      }
      var clz32 = Math.clz32 ? Math.clz32 : clz32Fallback;
      var log = Math.log;
      var LN2 = Math.LN2;
      function clz32Fallback(x) {
        x >>>= 0;
        return 0 === x ? 32 : 31 - (log(x) / LN2 | 0) | 0;
      }
      function noop() {
      }
      var SuspenseException = Error(formatProdErrorMessage(460));
      function trackUsedThenable(thenableState2, thenable, index) {
        index = thenableState2[index];
        void 0 === index ? thenableState2.push(thenable) : index !== thenable && (thenable.then(noop, noop), thenable = index);
        switch (thenable.status) {
          case "fulfilled":
            return thenable.value;
          case "rejected":
            thenableState2 = thenable.reason;
            if (void 0 === thenableState2 && !("reason" in thenable))
              throw Error(formatProdErrorMessage(600));
            throw thenableState2;
          default:
            "string" === typeof thenable.status ? thenable.then(noop, noop) : (thenableState2 = thenable, thenableState2.status = "pending", thenableState2.then(
              function(fulfilledValue) {
                if ("pending" === thenable.status) {
                  var fulfilledThenable = thenable;
                  fulfilledThenable.status = "fulfilled";
                  fulfilledThenable.value = fulfilledValue;
                }
              },
              function(error) {
                if ("pending" === thenable.status) {
                  var rejectedThenable = thenable;
                  rejectedThenable.status = "rejected";
                  rejectedThenable.reason = error;
                }
              }
            ));
            switch (thenable.status) {
              case "fulfilled":
                return thenable.value;
              case "rejected":
                throw thenable.reason;
            }
            suspendedThenable = thenable;
            throw SuspenseException;
        }
      }
      var suspendedThenable = null;
      function getSuspendedThenable() {
        if (null === suspendedThenable) throw Error(formatProdErrorMessage(459));
        var thenable = suspendedThenable;
        suspendedThenable = null;
        return thenable;
      }
      function is(x, y2) {
        return x === y2 && (0 !== x || 1 / x === 1 / y2) || x !== x && y2 !== y2;
      }
      var objectIs = "function" === typeof Object.is ? Object.is : is;
      var currentlyRenderingComponent = null;
      var currentlyRenderingTask = null;
      var currentlyRenderingRequest = null;
      var currentlyRenderingKeyPath = null;
      var firstWorkInProgressHook = null;
      var workInProgressHook = null;
      var isReRender = false;
      var didScheduleRenderPhaseUpdate = false;
      var localIdCounter = 0;
      var actionStateCounter = 0;
      var actionStateMatchingIndex = -1;
      var thenableIndexCounter = 0;
      var thenableState = null;
      function createRecoverableError(recoverable) {
        recoverable = recoverable._reason;
        if ("function" === typeof recoverable)
          try {
            var initializedReason = recoverable();
          } catch ($jscomp$unused$catch) {
            initializedReason = "The reason for browser-only rendering could not be determined because its initializer threw.";
          }
        else initializedReason = recoverable;
        initializedReason = Error(
          formatProdErrorMessage(603),
          void 0 === recoverable ? void 0 : { cause: initializedReason }
        );
        Object.defineProperty(initializedReason, REACT_RECOVERABLE_TYPE, {
          value: true
        });
        return initializedReason;
      }
      function isRecoverableError(error) {
        return "object" !== typeof error || null === error ? false : true === error[REACT_RECOVERABLE_TYPE];
      }
      function cloneRecoverableErrorAsFatal(recoverableError) {
        var fatalRecoverableError = Error(
          formatProdErrorMessage(604),
          hasOwnProperty.call(recoverableError, "cause") ? { cause: recoverableError.cause } : void 0
        );
        recoverableError = recoverableError.stack;
        if (void 0 !== recoverableError) {
          var frameStart = recoverableError.indexOf("\n");
          fatalRecoverableError.stack = fatalRecoverableError.name + ": " + fatalRecoverableError.message + (-1 === frameStart ? "" : recoverableError.slice(frameStart));
        } else fatalRecoverableError.stack = void 0;
        return fatalRecoverableError;
      }
      var renderPhaseUpdates = null;
      var numberOfReRenders = 0;
      function resolveCurrentlyRenderingComponent() {
        if (null === currentlyRenderingComponent)
          throw Error(formatProdErrorMessage(321));
        return currentlyRenderingComponent;
      }
      function createHook() {
        if (0 < numberOfReRenders) throw Error(formatProdErrorMessage(312));
        return { memoizedState: null, queue: null, next: null };
      }
      function createWorkInProgressHook() {
        null === workInProgressHook ? null === firstWorkInProgressHook ? (isReRender = false, firstWorkInProgressHook = workInProgressHook = createHook()) : (isReRender = true, workInProgressHook = firstWorkInProgressHook) : null === workInProgressHook.next ? (isReRender = false, workInProgressHook = workInProgressHook.next = createHook()) : (isReRender = true, workInProgressHook = workInProgressHook.next);
        return workInProgressHook;
      }
      function getThenableStateAfterSuspending() {
        var state = thenableState;
        thenableState = null;
        return state;
      }
      function resetHooksState() {
        currentlyRenderingKeyPath = currentlyRenderingRequest = currentlyRenderingTask = currentlyRenderingComponent = null;
        didScheduleRenderPhaseUpdate = false;
        firstWorkInProgressHook = null;
        numberOfReRenders = 0;
        workInProgressHook = renderPhaseUpdates = null;
      }
      function basicStateReducer(state, action) {
        return "function" === typeof action ? action(state) : action;
      }
      function useReducer3(reducer, initialArg, init) {
        currentlyRenderingComponent = resolveCurrentlyRenderingComponent();
        workInProgressHook = createWorkInProgressHook();
        if (isReRender) {
          var queue = workInProgressHook.queue;
          initialArg = queue.dispatch;
          if (null !== renderPhaseUpdates && (init = renderPhaseUpdates.get(queue), void 0 !== init)) {
            renderPhaseUpdates.delete(queue);
            queue = workInProgressHook.memoizedState;
            do
              queue = reducer(queue, init.action), init = init.next;
            while (null !== init);
            workInProgressHook.memoizedState = queue;
            return [queue, initialArg];
          }
          return [workInProgressHook.memoizedState, initialArg];
        }
        reducer = reducer === basicStateReducer ? "function" === typeof initialArg ? initialArg() : initialArg : void 0 !== init ? init(initialArg) : initialArg;
        workInProgressHook.memoizedState = reducer;
        reducer = workInProgressHook.queue = { last: null, dispatch: null };
        reducer = reducer.dispatch = dispatchAction.bind(
          null,
          currentlyRenderingComponent,
          reducer
        );
        return [workInProgressHook.memoizedState, reducer];
      }
      function useMemo13(nextCreate, deps) {
        currentlyRenderingComponent = resolveCurrentlyRenderingComponent();
        workInProgressHook = createWorkInProgressHook();
        deps = void 0 === deps ? null : deps;
        if (null !== workInProgressHook) {
          var prevState = workInProgressHook.memoizedState;
          if (null !== prevState && null !== deps) {
            var prevDeps = prevState[1];
            a: if (null === prevDeps) prevDeps = false;
            else {
              for (var i2 = 0; i2 < prevDeps.length && i2 < deps.length; i2++)
                if (!objectIs(deps[i2], prevDeps[i2])) {
                  prevDeps = false;
                  break a;
                }
              prevDeps = true;
            }
            if (prevDeps) return prevState[0];
          }
        }
        nextCreate = nextCreate();
        workInProgressHook.memoizedState = [nextCreate, deps];
        return nextCreate;
      }
      function dispatchAction(componentIdentity, queue, action) {
        if (25 <= numberOfReRenders) throw Error(formatProdErrorMessage(301));
        if (componentIdentity === currentlyRenderingComponent)
          if (didScheduleRenderPhaseUpdate = true, componentIdentity = { action, next: null }, null === renderPhaseUpdates && (renderPhaseUpdates = /* @__PURE__ */ new Map()), action = renderPhaseUpdates.get(queue), void 0 === action)
            renderPhaseUpdates.set(queue, componentIdentity);
          else {
            for (queue = action; null !== queue.next; ) queue = queue.next;
            queue.next = componentIdentity;
          }
      }
      function throwOnUseEffectEventCall() {
        throw Error(formatProdErrorMessage(440));
      }
      function unsupportedStartTransition() {
        throw Error(formatProdErrorMessage(394));
      }
      function unsupportedSetOptimisticState() {
        throw Error(formatProdErrorMessage(479));
      }
      function useActionState(action, initialState, permalink) {
        resolveCurrentlyRenderingComponent();
        var actionStateHookIndex = actionStateCounter++, request = currentlyRenderingRequest;
        if ("function" === typeof action.$$FORM_ACTION) {
          var nextPostbackStateKey = null, componentKeyPath = currentlyRenderingKeyPath;
          request = request.formState;
          var isSignatureEqual = action.$$IS_SIGNATURE_EQUAL;
          if (null !== request && "function" === typeof isSignatureEqual) {
            var postbackKey = request[1];
            isSignatureEqual.call(action, request[2], request[3]) && (nextPostbackStateKey = void 0 !== permalink ? "p" + permalink : "k" + murmurhash3_32_gc(
              JSON.stringify([componentKeyPath, null, actionStateHookIndex]),
              0
            ), postbackKey === nextPostbackStateKey && (actionStateMatchingIndex = actionStateHookIndex, initialState = request[0]));
          }
          var boundAction = action.bind(null, initialState);
          action = function(payload) {
            boundAction(payload);
          };
          "function" === typeof boundAction.$$FORM_ACTION && (action.$$FORM_ACTION = function(prefix3) {
            prefix3 = boundAction.$$FORM_ACTION(prefix3);
            void 0 !== permalink && (permalink += "", prefix3.action = permalink);
            var formData = prefix3.data;
            formData && (null === nextPostbackStateKey && (nextPostbackStateKey = void 0 !== permalink ? "p" + permalink : "k" + murmurhash3_32_gc(
              JSON.stringify([
                componentKeyPath,
                null,
                actionStateHookIndex
              ]),
              0
            )), formData.append("$ACTION_KEY", nextPostbackStateKey));
            return prefix3;
          });
          return [initialState, action, false];
        }
        var boundAction$22 = action.bind(null, initialState);
        return [
          initialState,
          function(payload) {
            boundAction$22(payload);
          },
          false
        ];
      }
      function unwrapThenable(thenable) {
        var index = thenableIndexCounter;
        thenableIndexCounter += 1;
        null === thenableState && (thenableState = []);
        return trackUsedThenable(thenableState, thenable, index);
      }
      function unsupportedRefresh() {
        throw Error(formatProdErrorMessage(393));
      }
      var HooksDispatcher = {
        readContext: function(context) {
          return context._currentValue2;
        },
        use: function(usable) {
          if (null !== usable && "object" === typeof usable) {
            if ("function" === typeof usable.then) return unwrapThenable(usable);
            if (usable.$$typeof === REACT_RECOVERABLE_TYPE)
              throw createRecoverableError(usable);
            if (usable.$$typeof === REACT_CONTEXT_TYPE)
              return usable._currentValue2;
          }
          throw Error(formatProdErrorMessage(438, String(usable)));
        },
        useContext: function(context) {
          resolveCurrentlyRenderingComponent();
          return context._currentValue2;
        },
        useMemo: useMemo13,
        useReducer: useReducer3,
        useRef: function(initialValue) {
          currentlyRenderingComponent = resolveCurrentlyRenderingComponent();
          workInProgressHook = createWorkInProgressHook();
          var previousRef = workInProgressHook.memoizedState;
          return null === previousRef ? (initialValue = { current: initialValue }, workInProgressHook.memoizedState = initialValue) : previousRef;
        },
        useState: function(initialState) {
          return useReducer3(basicStateReducer, initialState);
        },
        useInsertionEffect: noop,
        useLayoutEffect: noop,
        useCallback: function(callback, deps) {
          return useMemo13(function() {
            return callback;
          }, deps);
        },
        useImperativeHandle: noop,
        useEffect: noop,
        useDebugValue: noop,
        useDeferredValue: function(value, initialValue) {
          resolveCurrentlyRenderingComponent();
          return void 0 !== initialValue ? initialValue : value;
        },
        useTransition: function() {
          resolveCurrentlyRenderingComponent();
          return [false, unsupportedStartTransition];
        },
        useId: function() {
          var treeId = getTreeId(currentlyRenderingTask.treeContext), resumableState = currentResumableState;
          if (null === resumableState) throw Error(formatProdErrorMessage(404));
          var localId = localIdCounter++;
          return makeId(resumableState, treeId, localId);
        },
        useSyncExternalStore: function(subscribe, getSnapshot, getServerSnapshot) {
          if (void 0 === getServerSnapshot)
            throw Error(formatProdErrorMessage(407));
          return getServerSnapshot();
        },
        useOptimistic: function(passthrough) {
          resolveCurrentlyRenderingComponent();
          return [passthrough, unsupportedSetOptimisticState];
        },
        useActionState,
        useFormState: useActionState,
        useHostTransitionStatus: function() {
          resolveCurrentlyRenderingComponent();
          return sharedNotPendingObject;
        },
        useMemoCache: function(size) {
          for (var data2 = Array(size), i2 = 0; i2 < size; i2++)
            data2[i2] = REACT_MEMO_CACHE_SENTINEL;
          return data2;
        },
        useCacheRefresh: function() {
          return unsupportedRefresh;
        },
        useEffectEvent: function() {
          return throwOnUseEffectEventCall;
        }
      };
      var currentResumableState = null;
      var DefaultAsyncDispatcher = {
        getCacheForType: function() {
          throw Error(formatProdErrorMessage(248));
        },
        cacheSignal: function() {
          throw Error(formatProdErrorMessage(248));
        }
      };
      var prefix2;
      var suffix;
      function describeBuiltInComponentFrame(name) {
        if (void 0 === prefix2)
          try {
            throw Error();
          } catch (x) {
            var match2 = x.stack.trim().match(/\n( *(at )?)/);
            prefix2 = match2 && match2[1] || "";
            suffix = -1 < x.stack.indexOf("\n    at") ? " (<anonymous>)" : -1 < x.stack.indexOf("@") ? "@unknown:0:0" : "";
          }
        return "\n" + prefix2 + name + suffix;
      }
      var reentry = false;
      function describeNativeComponentFrame(fn, construct) {
        if (!fn || reentry) return "";
        reentry = true;
        var previousPrepareStackTrace = Error.prepareStackTrace;
        Error.prepareStackTrace = void 0;
        try {
          var RunInRootFrame = {
            DetermineComponentFrameRoot: function() {
              try {
                if (construct) {
                  var Fake = function() {
                    throw Error();
                  };
                  Object.defineProperty(Fake.prototype, "props", {
                    set: function() {
                      throw Error();
                    }
                  });
                  if ("object" === typeof Reflect && Reflect.construct) {
                    try {
                      Reflect.construct(Fake, []);
                    } catch (x) {
                      var control = x;
                    }
                    Reflect.construct(fn, [], Fake);
                  } else {
                    try {
                      Fake.call();
                    } catch (x$24) {
                      control = x$24;
                    }
                    Fake = false;
                    try {
                      var prevProps = Object.getOwnPropertyDescriptor(
                        fn.prototype,
                        "props"
                      );
                      Object.defineProperty(fn.prototype, "props", {
                        configurable: true,
                        set: function() {
                          throw Error();
                        }
                      });
                      Fake = true;
                      new fn();
                    } finally {
                      Fake && (void 0 !== prevProps ? Object.defineProperty(fn.prototype, "props", prevProps) : delete fn.prototype.props);
                    }
                  }
                } else {
                  try {
                    throw Error();
                  } catch (x$25) {
                    control = x$25;
                  }
                  (Fake = fn()) && "function" === typeof Fake.catch && Fake.catch(function() {
                  });
                }
              } catch (sample) {
                if (sample && control && "string" === typeof sample.stack)
                  return [sample.stack, control.stack];
              }
              return [null, null];
            }
          };
          RunInRootFrame.DetermineComponentFrameRoot.displayName = "DetermineComponentFrameRoot";
          var namePropDescriptor = Object.getOwnPropertyDescriptor(
            RunInRootFrame.DetermineComponentFrameRoot,
            "name"
          );
          namePropDescriptor && namePropDescriptor.configurable && Object.defineProperty(
            RunInRootFrame.DetermineComponentFrameRoot,
            "name",
            { value: "DetermineComponentFrameRoot" }
          );
          var _RunInRootFrame$Deter = RunInRootFrame.DetermineComponentFrameRoot(), sampleStack = _RunInRootFrame$Deter[0], controlStack = _RunInRootFrame$Deter[1];
          if (sampleStack && controlStack) {
            var sampleLines = sampleStack.split("\n"), controlLines = controlStack.split("\n");
            for (namePropDescriptor = RunInRootFrame = 0; RunInRootFrame < sampleLines.length && !sampleLines[RunInRootFrame].includes("DetermineComponentFrameRoot"); )
              RunInRootFrame++;
            for (; namePropDescriptor < controlLines.length && !controlLines[namePropDescriptor].includes(
              "DetermineComponentFrameRoot"
            ); )
              namePropDescriptor++;
            if (RunInRootFrame === sampleLines.length || namePropDescriptor === controlLines.length)
              for (RunInRootFrame = sampleLines.length - 1, namePropDescriptor = controlLines.length - 1; 1 <= RunInRootFrame && 0 <= namePropDescriptor && sampleLines[RunInRootFrame] !== controlLines[namePropDescriptor]; )
                namePropDescriptor--;
            for (; 1 <= RunInRootFrame && 0 <= namePropDescriptor; RunInRootFrame--, namePropDescriptor--)
              if (sampleLines[RunInRootFrame] !== controlLines[namePropDescriptor]) {
                if (1 !== RunInRootFrame || 1 !== namePropDescriptor) {
                  do
                    if (RunInRootFrame--, namePropDescriptor--, 0 > namePropDescriptor || sampleLines[RunInRootFrame] !== controlLines[namePropDescriptor]) {
                      var frame = "\n" + sampleLines[RunInRootFrame].replace(" at new ", " at ");
                      fn.displayName && frame.includes("<anonymous>") && (frame = frame.replace("<anonymous>", fn.displayName));
                      return frame;
                    }
                  while (1 <= RunInRootFrame && 0 <= namePropDescriptor);
                }
                break;
              }
          }
        } finally {
          reentry = false, Error.prepareStackTrace = previousPrepareStackTrace;
        }
        return (previousPrepareStackTrace = fn ? fn.displayName || fn.name : "") ? describeBuiltInComponentFrame(previousPrepareStackTrace) : "";
      }
      function describeComponentStackByType(type) {
        if ("string" === typeof type) return describeBuiltInComponentFrame(type);
        if ("function" === typeof type)
          return type.prototype && type.prototype.isReactComponent ? describeNativeComponentFrame(type, true) : describeNativeComponentFrame(type, false);
        if ("object" === typeof type && null !== type) {
          switch (type.$$typeof) {
            case REACT_FORWARD_REF_TYPE:
              return describeNativeComponentFrame(type.render, false);
            case REACT_MEMO_TYPE:
              return describeNativeComponentFrame(type.type, false);
            case REACT_LAZY_TYPE2:
              var lazyComponent = type, payload = lazyComponent._payload;
              lazyComponent = lazyComponent._init;
              try {
                type = lazyComponent(payload);
              } catch (x) {
                return describeBuiltInComponentFrame("Lazy");
              }
              return describeComponentStackByType(type);
          }
          if ("string" === typeof type.name) {
            a: {
              payload = type.name;
              lazyComponent = type.env;
              var location = type.debugLocation;
              if (null != location && (type = Error.prepareStackTrace, Error.prepareStackTrace = void 0, location = location.stack, Error.prepareStackTrace = type, location.startsWith("Error: react-stack-top-frame\n") && (location = location.slice(29)), type = location.indexOf("\n"), -1 !== type && (location = location.slice(type + 1)), type = location.indexOf("react_stack_bottom_frame"), -1 !== type && (type = location.lastIndexOf("\n", type)), type = -1 !== type ? location = location.slice(0, type) : "", location = type.lastIndexOf("\n"), type = -1 === location ? type : type.slice(location + 1), -1 !== type.indexOf(payload))) {
                payload = "\n" + type;
                break a;
              }
              payload = describeBuiltInComponentFrame(
                payload + (lazyComponent ? " [" + lazyComponent + "]" : "")
              );
            }
            return payload;
          }
        }
        switch (type) {
          case REACT_SUSPENSE_LIST_TYPE:
            return describeBuiltInComponentFrame("SuspenseList");
          case REACT_SUSPENSE_TYPE:
            return describeBuiltInComponentFrame("Suspense");
          case REACT_VIEW_TRANSITION_TYPE:
            return describeBuiltInComponentFrame("ViewTransition");
        }
        return "";
      }
      function isEligibleForOutlining(request, boundary) {
        return (500 < boundary.byteSize || boundary.defer) && null === boundary.preamble;
      }
      function defaultErrorHandler(error) {
        if ("object" === typeof error && null !== error && "string" === typeof error.environmentName) {
          var JSCompiler_inline_result = error.environmentName;
          error = [error].slice(0);
          "string" === typeof error[0] ? error.splice(
            0,
            1,
            "[%s] " + error[0],
            " " + JSCompiler_inline_result + " "
          ) : error.splice(0, 0, "[%s]", " " + JSCompiler_inline_result + " ");
          error.unshift(console);
          JSCompiler_inline_result = bind.apply(console.error, error);
          JSCompiler_inline_result();
        } else console.error(error);
        return null;
      }
      function RequestInstance(resumableState, renderState, rootFormatContext, progressiveChunkSize, onError2, onBrowserBailout, onAllReady, onShellReady, onShellError, onFatalError, formState) {
        var abortSet = /* @__PURE__ */ new Set();
        this.destination = null;
        this.flushScheduled = false;
        this.resumableState = resumableState;
        this.renderState = renderState;
        this.rootFormatContext = rootFormatContext;
        this.progressiveChunkSize = void 0 === progressiveChunkSize ? 12800 : progressiveChunkSize;
        this.status = 10;
        this.fatalError = null;
        this.aborted = false;
        this.pendingRootTasks = this.allPendingTasks = this.nextSegmentId = 0;
        this.completedPreambleSegments = this.completedRootSegment = null;
        this.byteSize = 0;
        this.abortableTasks = abortSet;
        this.pingedTasks = [];
        this.currentTask = null;
        this.clientRenderedBoundaries = [];
        this.completedBoundaries = [];
        this.partialBoundaries = [];
        this.postponedState = this.trackedPostpones = null;
        this.onError = void 0 === onError2 ? defaultErrorHandler : onError2;
        this.onBrowserBailout = void 0 === onBrowserBailout ? noop : onBrowserBailout;
        this.onAllReady = void 0 === onAllReady ? noop : onAllReady;
        this.onShellReady = void 0 === onShellReady ? noop : onShellReady;
        this.onShellError = void 0 === onShellError ? noop : onShellError;
        this.onFatalError = void 0 === onFatalError ? noop : onFatalError;
        this.renderLifetimeController = null;
        this.formState = void 0 === formState ? null : formState;
      }
      function createRequest(children, resumableState, renderState, rootFormatContext, progressiveChunkSize, onError2, onBrowserBailout, onAllReady, onShellReady, onShellError, onFatalError, formState) {
        resumableState = new RequestInstance(
          resumableState,
          renderState,
          rootFormatContext,
          progressiveChunkSize,
          onError2,
          onBrowserBailout,
          onAllReady,
          onShellReady,
          onShellError,
          onFatalError,
          formState
        );
        renderState = createPendingSegment(
          resumableState,
          0,
          null,
          rootFormatContext,
          false,
          false
        );
        renderState.parentFlushed = true;
        children = createRenderTask(
          resumableState,
          null,
          children,
          -1,
          null,
          renderState,
          null,
          null,
          resumableState.abortableTasks,
          null,
          rootFormatContext,
          null,
          emptyTreeContext,
          null,
          null
        );
        pushComponentStack(children);
        resumableState.pingedTasks.push(children);
        return resumableState;
      }
      var currentRequest = null;
      function pingTask(request, task) {
        request.pingedTasks.push(task);
        1 === request.pingedTasks.length && (request.flushScheduled = null !== request.destination, performWork(request));
      }
      function createSuspenseBoundary(request, row, fallbackAbortableTasks, preamble, defer) {
        fallbackAbortableTasks = {
          status: 0,
          rootSegmentID: -1,
          parentFlushed: false,
          pendingTasks: 0,
          row,
          completedSegments: [],
          byteSize: 0,
          defer,
          fallbackAbortableTasks,
          errorDigest: null,
          contentState: createHoistableState(),
          fallbackState: createHoistableState(),
          preamble,
          tracked: null
        };
        null !== row && (row.pendingTasks++, preamble = row.boundaries, null !== preamble && (request.allPendingTasks++, fallbackAbortableTasks.pendingTasks++, preamble.push(fallbackAbortableTasks)), request = row.inheritedHoistables, null !== request && hoistHoistables(fallbackAbortableTasks.contentState, request));
        return fallbackAbortableTasks;
      }
      function createRenderTask(request, thenableState2, node2, childIndex, blockedBoundary, blockedSegment, blockedPreamble, hoistableState, abortSet, keyPath, formatContext, context, treeContext, row, componentStack) {
        request.allPendingTasks++;
        null === blockedBoundary ? request.pendingRootTasks++ : blockedBoundary.pendingTasks++;
        null !== row && row.pendingTasks++;
        var task = {
          replay: null,
          node: node2,
          childIndex,
          ping: {
            resolve: function() {
              return pingTask(request, task);
            },
            reject: function(error) {
              request.aborted ? task.abortSet.delete(task) && finishAbortedTask(task, request, error) : pingTask(request, task);
            }
          },
          blockedBoundary,
          blockedSegment,
          blockedPreamble,
          hoistableState,
          abortSet,
          keyPath,
          formatContext,
          context,
          treeContext,
          row,
          componentStack,
          thenableState: thenableState2
        };
        abortSet.add(task);
        return task;
      }
      function createReplayTask(request, thenableState2, replay, node2, childIndex, blockedBoundary, hoistableState, abortSet, keyPath, formatContext, context, treeContext, row, componentStack) {
        request.allPendingTasks++;
        null === blockedBoundary ? request.pendingRootTasks++ : blockedBoundary.pendingTasks++;
        null !== row && row.pendingTasks++;
        replay.pendingTasks++;
        var task = {
          replay,
          node: node2,
          childIndex,
          ping: {
            resolve: function() {
              return pingTask(request, task);
            },
            reject: function(error) {
              request.aborted ? task.abortSet.delete(task) && finishAbortedTask(task, request, error) : pingTask(request, task);
            }
          },
          blockedBoundary,
          blockedSegment: null,
          blockedPreamble: null,
          hoistableState,
          abortSet,
          keyPath,
          formatContext,
          context,
          treeContext,
          row,
          componentStack,
          thenableState: thenableState2
        };
        abortSet.add(task);
        return task;
      }
      function createPendingSegment(request, index, boundary, parentFormatContext, lastPushedText, textEmbedded) {
        return {
          status: 0,
          parentFlushed: false,
          id: -1,
          index,
          chunks: [],
          children: [],
          preambleChildren: [],
          parentFormatContext,
          boundary,
          lastPushedText,
          textEmbedded
        };
      }
      function pushComponentStack(task) {
        var node2 = task.node;
        if ("object" === typeof node2 && null !== node2)
          switch (node2.$$typeof) {
            case REACT_ELEMENT_TYPE:
              task.componentStack = { parent: task.componentStack, type: node2.type };
          }
      }
      function replaceSuspenseComponentStackWithSuspenseFallbackStack(componentStack) {
        return null === componentStack ? null : { parent: componentStack.parent, type: "Suspense Fallback" };
      }
      function getThrownInfo(node$jscomp$0) {
        var errorInfo = {};
        node$jscomp$0 && Object.defineProperty(errorInfo, "componentStack", {
          configurable: true,
          enumerable: true,
          get: function() {
            try {
              var info = "", node2 = node$jscomp$0;
              do
                info += describeComponentStackByType(node2.type), node2 = node2.parent;
              while (node2);
              var JSCompiler_inline_result = info;
            } catch (x) {
              JSCompiler_inline_result = "\nError generating stack: " + x.message + "\n" + x.stack;
            }
            Object.defineProperty(errorInfo, "componentStack", {
              value: JSCompiler_inline_result
            });
            return JSCompiler_inline_result;
          }
        });
        return errorInfo;
      }
      function logRecoverableError(request, error, errorInfo) {
        if (isRecoverableError(error))
          return request = request.onBrowserBailout, request(error, errorInfo), "";
        request = request.onError;
        error = request(error, errorInfo);
        if (null == error || "string" === typeof error)
          return "" === error ? void 0 : error;
      }
      function fatalError(request, error) {
        var onShellError = request.onShellError, onFatalError = request.onFatalError;
        0 !== request.pendingRootTasks && onShellError(error);
        onFatalError(error);
        endRenderLifetime(request);
        null !== request.destination ? (request.status = 13, request.destination.destroy(error)) : (request.status = 12, request.aborted || (request.fatalError = error));
      }
      function finishSuspenseListRow(request, row) {
        unblockSuspenseListRow(request, row.next, row.hoistables);
      }
      function unblockSuspenseListRow(request, unblockedRow, inheritedHoistables) {
        for (; null !== unblockedRow; ) {
          null !== inheritedHoistables && (hoistHoistables(unblockedRow.hoistables, inheritedHoistables), unblockedRow.inheritedHoistables = inheritedHoistables);
          var unblockedBoundaries = unblockedRow.boundaries;
          if (null !== unblockedBoundaries) {
            unblockedRow.boundaries = null;
            for (var i2 = 0; i2 < unblockedBoundaries.length; i2++) {
              var unblockedBoundary = unblockedBoundaries[i2];
              null !== inheritedHoistables && hoistHoistables(unblockedBoundary.contentState, inheritedHoistables);
              finishedTask(request, unblockedBoundary, null, null);
            }
          }
          unblockedRow.pendingTasks--;
          if (0 < unblockedRow.pendingTasks) break;
          inheritedHoistables = unblockedRow.hoistables;
          unblockedRow = unblockedRow.next;
        }
      }
      function tryToResolveTogetherRow(request, togetherRow) {
        var boundaries = togetherRow.boundaries;
        if (null !== boundaries && togetherRow.pendingTasks === boundaries.length) {
          for (var allCompleteAndInlinable = true, i2 = 0; i2 < boundaries.length; i2++) {
            var rowBoundary = boundaries[i2];
            if (1 !== rowBoundary.pendingTasks || rowBoundary.parentFlushed || isEligibleForOutlining(request, rowBoundary)) {
              allCompleteAndInlinable = false;
              break;
            }
          }
          allCompleteAndInlinable && unblockSuspenseListRow(request, togetherRow, togetherRow.hoistables);
        }
      }
      function createSuspenseListRow(previousRow) {
        var newRow = {
          pendingTasks: 1,
          boundaries: null,
          hoistables: createHoistableState(),
          inheritedHoistables: null,
          together: false,
          next: null
        };
        null !== previousRow && 0 < previousRow.pendingTasks && (newRow.pendingTasks++, newRow.boundaries = [], previousRow.next = newRow);
        return newRow;
      }
      function renderSuspenseListRows(request, task, keyPath, rows, revealOrder) {
        var prevKeyPath = task.keyPath, prevTreeContext = task.treeContext, prevRow = task.row;
        task.keyPath = keyPath;
        keyPath = rows.length;
        var previousSuspenseListRow = null;
        if (null !== task.replay) {
          var resumeSlots = task.replay.slots;
          if (null !== resumeSlots && "object" === typeof resumeSlots)
            for (var n2 = 0; n2 < keyPath; n2++) {
              var i2 = "backwards" !== revealOrder && "unstable_legacy-backwards" !== revealOrder ? n2 : keyPath - 1 - n2, node2 = rows[i2];
              task.row = previousSuspenseListRow = createSuspenseListRow(
                previousSuspenseListRow
              );
              task.treeContext = pushTreeContext(prevTreeContext, keyPath, i2);
              var resumeSegmentID = resumeSlots[i2];
              "number" === typeof resumeSegmentID ? (resumeNode(request, task, resumeSegmentID, node2, i2), delete resumeSlots[i2]) : renderNode(request, task, node2, i2);
              0 === --previousSuspenseListRow.pendingTasks && finishSuspenseListRow(request, previousSuspenseListRow);
            }
          else
            for (resumeSlots = 0; resumeSlots < keyPath; resumeSlots++)
              n2 = "backwards" !== revealOrder && "unstable_legacy-backwards" !== revealOrder ? resumeSlots : keyPath - 1 - resumeSlots, i2 = rows[n2], task.row = previousSuspenseListRow = createSuspenseListRow(previousSuspenseListRow), task.treeContext = pushTreeContext(prevTreeContext, keyPath, n2), renderNode(request, task, i2, n2), 0 === --previousSuspenseListRow.pendingTasks && finishSuspenseListRow(request, previousSuspenseListRow);
        } else if ("backwards" !== revealOrder && "unstable_legacy-backwards" !== revealOrder)
          for (revealOrder = 0; revealOrder < keyPath; revealOrder++)
            resumeSlots = rows[revealOrder], task.row = previousSuspenseListRow = createSuspenseListRow(previousSuspenseListRow), task.treeContext = pushTreeContext(
              prevTreeContext,
              keyPath,
              revealOrder
            ), renderNode(request, task, resumeSlots, revealOrder), 0 === --previousSuspenseListRow.pendingTasks && finishSuspenseListRow(request, previousSuspenseListRow);
        else {
          resumeSlots = task.blockedSegment;
          n2 = resumeSlots.children.length;
          i2 = resumeSlots.chunks.length;
          for (node2 = 0; node2 < keyPath; node2++) {
            resumeSegmentID = "unstable_legacy-backwards" === revealOrder ? keyPath - 1 - node2 : node2;
            var node$39 = rows[resumeSegmentID];
            task.row = previousSuspenseListRow = createSuspenseListRow(
              previousSuspenseListRow
            );
            task.treeContext = pushTreeContext(
              prevTreeContext,
              keyPath,
              resumeSegmentID
            );
            var newSegment = createPendingSegment(
              request,
              i2,
              null,
              task.formatContext,
              0 === resumeSegmentID ? resumeSlots.lastPushedText : true,
              true
            );
            resumeSlots.children.splice(n2, 0, newSegment);
            task.blockedSegment = newSegment;
            try {
              renderNode(request, task, node$39, resumeSegmentID), pushSegmentFinale(
                newSegment.chunks,
                request.renderState,
                newSegment.lastPushedText,
                newSegment.textEmbedded
              ), newSegment.status = 1, 0 === --previousSuspenseListRow.pendingTasks && finishSuspenseListRow(request, previousSuspenseListRow);
            } catch (thrownValue) {
              throw newSegment.status = request.aborted ? 3 : 4, thrownValue;
            }
          }
          task.blockedSegment = resumeSlots;
          resumeSlots.lastPushedText = false;
        }
        null !== prevRow && null !== previousSuspenseListRow && 0 < previousSuspenseListRow.pendingTasks && (prevRow.pendingTasks++, previousSuspenseListRow.next = prevRow);
        task.treeContext = prevTreeContext;
        task.row = prevRow;
        task.keyPath = prevKeyPath;
      }
      function renderWithHooks(request, task, keyPath, Component4, props, secondArg) {
        var prevThenableState = task.thenableState;
        task.thenableState = null;
        currentlyRenderingComponent = {};
        currentlyRenderingTask = task;
        currentlyRenderingRequest = request;
        currentlyRenderingKeyPath = keyPath;
        actionStateCounter = localIdCounter = 0;
        actionStateMatchingIndex = -1;
        thenableIndexCounter = 0;
        thenableState = prevThenableState;
        for (request = Component4(props, secondArg); didScheduleRenderPhaseUpdate; )
          didScheduleRenderPhaseUpdate = false, actionStateCounter = localIdCounter = 0, actionStateMatchingIndex = -1, thenableIndexCounter = 0, numberOfReRenders += 1, workInProgressHook = null, request = Component4(props, secondArg);
        resetHooksState();
        return request;
      }
      function finishFunctionComponent(request, task, keyPath, children, hasId, actionStateCount, actionStateMatchingIndex2) {
        var didEmitActionStateMarkers = false;
        if (0 !== actionStateCount && null !== request.formState) {
          var segment = task.blockedSegment;
          if (null !== segment) {
            didEmitActionStateMarkers = true;
            segment = segment.chunks;
            for (var i2 = 0; i2 < actionStateCount; i2++)
              i2 === actionStateMatchingIndex2 ? segment.push("<!--F!-->") : segment.push("<!--F-->");
          }
        }
        actionStateCount = task.keyPath;
        task.keyPath = keyPath;
        hasId ? (keyPath = task.treeContext, task.treeContext = pushTreeContext(keyPath, 1, 0), renderNode(request, task, children, -1), task.treeContext = keyPath) : didEmitActionStateMarkers ? renderNode(request, task, children, -1) : renderNodeDestructive(request, task, children, -1);
        task.keyPath = actionStateCount;
      }
      function renderElement(request, task, keyPath, type, props, ref) {
        if ("function" === typeof type)
          if (type.prototype && type.prototype.isReactComponent) {
            var newProps = props;
            if ("ref" in props) {
              newProps = {};
              for (var propName in props)
                "ref" !== propName && (newProps[propName] = props[propName]);
            }
            var defaultProps = type.defaultProps;
            if (defaultProps) {
              newProps === props && (newProps = assign2({}, newProps, props));
              for (var propName$44 in defaultProps)
                void 0 === newProps[propName$44] && (newProps[propName$44] = defaultProps[propName$44]);
            }
            var JSCompiler_inline_result = newProps;
            var context = emptyContextObject, contextType = type.contextType;
            "object" === typeof contextType && null !== contextType && (context = contextType._currentValue2);
            var JSCompiler_inline_result$jscomp$0 = new type(
              JSCompiler_inline_result,
              context
            );
            var initialState = void 0 !== JSCompiler_inline_result$jscomp$0.state ? JSCompiler_inline_result$jscomp$0.state : null;
            JSCompiler_inline_result$jscomp$0.updater = classComponentUpdater;
            JSCompiler_inline_result$jscomp$0.props = JSCompiler_inline_result;
            JSCompiler_inline_result$jscomp$0.state = initialState;
            var internalInstance = { queue: [], replace: false };
            JSCompiler_inline_result$jscomp$0._reactInternals = internalInstance;
            var contextType$jscomp$0 = type.contextType;
            JSCompiler_inline_result$jscomp$0.context = "object" === typeof contextType$jscomp$0 && null !== contextType$jscomp$0 ? contextType$jscomp$0._currentValue2 : emptyContextObject;
            var getDerivedStateFromProps = type.getDerivedStateFromProps;
            if ("function" === typeof getDerivedStateFromProps) {
              var partialState = getDerivedStateFromProps(
                JSCompiler_inline_result,
                initialState
              );
              var JSCompiler_inline_result$jscomp$1 = null === partialState || void 0 === partialState ? initialState : assign2({}, initialState, partialState);
              JSCompiler_inline_result$jscomp$0.state = JSCompiler_inline_result$jscomp$1;
            }
            if ("function" !== typeof type.getDerivedStateFromProps && "function" !== typeof JSCompiler_inline_result$jscomp$0.getSnapshotBeforeUpdate && ("function" === typeof JSCompiler_inline_result$jscomp$0.UNSAFE_componentWillMount || "function" === typeof JSCompiler_inline_result$jscomp$0.componentWillMount)) {
              var oldState = JSCompiler_inline_result$jscomp$0.state;
              "function" === typeof JSCompiler_inline_result$jscomp$0.componentWillMount && JSCompiler_inline_result$jscomp$0.componentWillMount();
              "function" === typeof JSCompiler_inline_result$jscomp$0.UNSAFE_componentWillMount && JSCompiler_inline_result$jscomp$0.UNSAFE_componentWillMount();
              oldState !== JSCompiler_inline_result$jscomp$0.state && classComponentUpdater.enqueueReplaceState(
                JSCompiler_inline_result$jscomp$0,
                JSCompiler_inline_result$jscomp$0.state,
                null
              );
              if (null !== internalInstance.queue && 0 < internalInstance.queue.length) {
                var oldQueue = internalInstance.queue, oldReplace = internalInstance.replace;
                internalInstance.queue = null;
                internalInstance.replace = false;
                if (oldReplace && 1 === oldQueue.length)
                  JSCompiler_inline_result$jscomp$0.state = oldQueue[0];
                else {
                  for (var nextState = oldReplace ? oldQueue[0] : JSCompiler_inline_result$jscomp$0.state, dontMutate = true, i2 = oldReplace ? 1 : 0; i2 < oldQueue.length; i2++) {
                    var partial = oldQueue[i2], partialState$jscomp$0 = "function" === typeof partial ? partial.call(
                      JSCompiler_inline_result$jscomp$0,
                      nextState,
                      JSCompiler_inline_result,
                      void 0
                    ) : partial;
                    null != partialState$jscomp$0 && (dontMutate ? (dontMutate = false, nextState = assign2({}, nextState, partialState$jscomp$0)) : assign2(nextState, partialState$jscomp$0));
                  }
                  JSCompiler_inline_result$jscomp$0.state = nextState;
                }
              } else internalInstance.queue = null;
            }
            var nextChildren = JSCompiler_inline_result$jscomp$0.render();
            if (request.aborted) throw null;
            var prevKeyPath = task.keyPath;
            task.keyPath = keyPath;
            renderNodeDestructive(request, task, nextChildren, -1);
            task.keyPath = prevKeyPath;
          } else {
            var value = renderWithHooks(request, task, keyPath, type, props, void 0);
            if (request.aborted) throw null;
            finishFunctionComponent(
              request,
              task,
              keyPath,
              value,
              0 !== localIdCounter,
              actionStateCounter,
              actionStateMatchingIndex
            );
          }
        else if ("string" === typeof type) {
          var segment = task.blockedSegment;
          if (null === segment) {
            var children = props.children, prevContext = task.formatContext, prevKeyPath$jscomp$0 = task.keyPath;
            task.formatContext = getChildFormatContext(prevContext, type, props);
            task.keyPath = keyPath;
            renderNode(request, task, children, -1);
            task.formatContext = prevContext;
            task.keyPath = prevKeyPath$jscomp$0;
          } else {
            var children$41 = pushStartInstance(
              segment.chunks,
              type,
              props,
              request.resumableState,
              request.renderState,
              task.blockedPreamble,
              task.hoistableState,
              task.formatContext,
              segment.lastPushedText
            );
            segment.lastPushedText = false;
            var prevContext$42 = task.formatContext, prevKeyPath$43 = task.keyPath;
            task.keyPath = keyPath;
            if (3 === (task.formatContext = getChildFormatContext(
              prevContext$42,
              type,
              props
            )).insertionMode) {
              var preambleSegment = createPendingSegment(
                request,
                0,
                null,
                task.formatContext,
                false,
                false
              );
              segment.preambleChildren.push(preambleSegment);
              task.blockedSegment = preambleSegment;
              try {
                renderNode(request, task, children$41, -1), pushSegmentFinale(
                  preambleSegment.chunks,
                  request.renderState,
                  preambleSegment.lastPushedText,
                  preambleSegment.textEmbedded
                ), preambleSegment.status = 1;
              } finally {
                task.blockedSegment = segment;
              }
            } else renderNode(request, task, children$41, -1);
            task.formatContext = prevContext$42;
            task.keyPath = prevKeyPath$43;
            a: {
              var target = segment.chunks, resumableState = request.resumableState;
              switch (type) {
                case "title":
                case "style":
                case "script":
                case "area":
                case "base":
                case "br":
                case "col":
                case "embed":
                case "hr":
                case "img":
                case "input":
                case "keygen":
                case "link":
                case "meta":
                case "param":
                case "source":
                case "track":
                case "wbr":
                  break a;
                case "body":
                  if (1 >= prevContext$42.insertionMode) {
                    resumableState.hasBody = true;
                    break a;
                  }
                  break;
                case "html":
                  if (0 === prevContext$42.insertionMode) {
                    resumableState.hasHtml = true;
                    break a;
                  }
                  break;
                case "head":
                  if (1 >= prevContext$42.insertionMode) break a;
              }
              target.push(endChunkForTag(type));
            }
            segment.lastPushedText = false;
          }
        } else {
          switch (type) {
            case REACT_LEGACY_HIDDEN_TYPE:
            case REACT_STRICT_MODE_TYPE:
            case REACT_PROFILER_TYPE:
            case REACT_FRAGMENT_TYPE:
              var prevKeyPath$jscomp$1 = task.keyPath;
              task.keyPath = keyPath;
              renderNodeDestructive(request, task, props.children, -1);
              task.keyPath = prevKeyPath$jscomp$1;
              return;
            case REACT_ACTIVITY_TYPE:
              var segment$jscomp$0 = task.blockedSegment;
              if (null === segment$jscomp$0) {
                if ("hidden" !== props.mode) {
                  var prevKeyPath$jscomp$2 = task.keyPath;
                  task.keyPath = keyPath;
                  renderNode(request, task, props.children, -1);
                  task.keyPath = prevKeyPath$jscomp$2;
                }
              } else if ("hidden" !== props.mode) {
                request.renderState.generateStaticMarkup || segment$jscomp$0.chunks.push("<!--&-->");
                segment$jscomp$0.lastPushedText = false;
                var prevKeyPath$46 = task.keyPath;
                task.keyPath = keyPath;
                renderNode(request, task, props.children, -1);
                task.keyPath = prevKeyPath$46;
                request.renderState.generateStaticMarkup || segment$jscomp$0.chunks.push("<!--/&-->");
                segment$jscomp$0.lastPushedText = false;
              }
              return;
            case REACT_SUSPENSE_LIST_TYPE:
              a: {
                var children$jscomp$0 = props.children, revealOrder = props.revealOrder;
                if ("independent" !== revealOrder && "together" !== revealOrder) {
                  if (isArrayImpl(children$jscomp$0)) {
                    renderSuspenseListRows(
                      request,
                      task,
                      keyPath,
                      children$jscomp$0,
                      revealOrder
                    );
                    break a;
                  }
                  var iteratorFn = getIteratorFn(children$jscomp$0);
                  if (iteratorFn) {
                    var iterator = iteratorFn.call(children$jscomp$0);
                    if (iterator) {
                      var step = iterator.next();
                      if (!step.done) {
                        do
                          step = iterator.next();
                        while (!step.done);
                        renderSuspenseListRows(
                          request,
                          task,
                          keyPath,
                          children$jscomp$0,
                          revealOrder
                        );
                      }
                      break a;
                    }
                  }
                }
                if ("together" === revealOrder) {
                  var prevKeyPath$40 = task.keyPath, prevRow = task.row, newRow = task.row = createSuspenseListRow(null);
                  newRow.boundaries = [];
                  newRow.together = true;
                  task.keyPath = keyPath;
                  renderNodeDestructive(request, task, children$jscomp$0, -1);
                  0 === --newRow.pendingTasks && finishSuspenseListRow(request, newRow);
                  task.keyPath = prevKeyPath$40;
                  task.row = prevRow;
                  null !== prevRow && 0 < newRow.pendingTasks && (prevRow.pendingTasks++, newRow.next = prevRow);
                } else {
                  var prevKeyPath$jscomp$3 = task.keyPath;
                  task.keyPath = keyPath;
                  renderNodeDestructive(request, task, children$jscomp$0, -1);
                  task.keyPath = prevKeyPath$jscomp$3;
                }
              }
              return;
            case REACT_VIEW_TRANSITION_TYPE:
              var prevContext$jscomp$0 = task.formatContext, prevKeyPath$jscomp$4 = task.keyPath;
              var resumableState$jscomp$0 = request.resumableState;
              if (null == props.name || "auto" === props.name) {
                var treeId = getTreeId(task.treeContext);
                makeId(resumableState$jscomp$0, treeId, 0);
              }
              task.formatContext = prevContext$jscomp$0;
              task.keyPath = keyPath;
              if (null != props.name && "auto" !== props.name)
                renderNodeDestructive(request, task, props.children, -1);
              else {
                var prevTreeContext = task.treeContext;
                task.treeContext = pushTreeContext(prevTreeContext, 1, 0);
                renderNode(request, task, props.children, -1);
                task.treeContext = prevTreeContext;
              }
              task.formatContext = prevContext$jscomp$0;
              task.keyPath = prevKeyPath$jscomp$4;
              return;
            case REACT_SCOPE_TYPE:
              throw Error(formatProdErrorMessage(343));
            case REACT_SUSPENSE_TYPE:
              a: if (null !== task.replay) {
                var prevKeyPath$26 = task.keyPath, prevContext$27 = task.formatContext, prevRow$28 = task.row;
                task.keyPath = keyPath;
                task.formatContext = getSuspenseContentFormatContext(
                  request.resumableState,
                  prevContext$27
                );
                task.row = null;
                var content$29 = props.children;
                try {
                  renderNode(request, task, content$29, -1);
                } finally {
                  task.keyPath = prevKeyPath$26, task.formatContext = prevContext$27, task.row = prevRow$28;
                }
              } else {
                var prevKeyPath$jscomp$5 = task.keyPath, prevContext$jscomp$1 = task.formatContext, prevRow$jscomp$0 = task.row, parentBoundary = task.blockedBoundary, parentPreamble = task.blockedPreamble, parentHoistableState = task.hoistableState, parentSegment = task.blockedSegment, fallback = props.fallback, content = props.children, fallbackAbortSet = /* @__PURE__ */ new Set(), newBoundary = createSuspenseBoundary(
                  request,
                  task.row,
                  fallbackAbortSet,
                  null,
                  false
                ), boundarySegment = createPendingSegment(
                  request,
                  parentSegment.chunks.length,
                  newBoundary,
                  task.formatContext,
                  false,
                  false
                );
                parentSegment.children.push(boundarySegment);
                parentSegment.lastPushedText = false;
                var contentRootSegment = createPendingSegment(
                  request,
                  0,
                  null,
                  task.formatContext,
                  false,
                  false
                );
                contentRootSegment.parentFlushed = true;
                var trackedPostpones = request.trackedPostpones;
                if (null !== trackedPostpones) {
                  var suspenseComponentStack = task.componentStack, fallbackKeyPath = [keyPath[0], "Suspense Fallback", keyPath[2]];
                  if (null !== trackedPostpones) {
                    var fallbackReplayNode = [
                      fallbackKeyPath[1],
                      fallbackKeyPath[2],
                      [],
                      null
                    ];
                    trackedPostpones.workingMap.set(
                      fallbackKeyPath,
                      fallbackReplayNode
                    );
                    newBoundary.tracked = {
                      contentKeyPath: keyPath,
                      fallbackNode: fallbackReplayNode
                    };
                  }
                  task.blockedSegment = boundarySegment;
                  task.blockedPreamble = null === newBoundary.preamble ? null : newBoundary.preamble.fallback;
                  task.keyPath = fallbackKeyPath;
                  task.formatContext = getSuspenseFallbackFormatContext(
                    request.resumableState,
                    prevContext$jscomp$1
                  );
                  task.componentStack = replaceSuspenseComponentStackWithSuspenseFallbackStack(
                    suspenseComponentStack
                  );
                  try {
                    renderNode(request, task, fallback, -1), pushSegmentFinale(
                      boundarySegment.chunks,
                      request.renderState,
                      boundarySegment.lastPushedText,
                      boundarySegment.textEmbedded
                    ), boundarySegment.status = 1;
                  } catch (thrownValue) {
                    throw boundarySegment.status = request.aborted ? 3 : 4, thrownValue;
                  } finally {
                    task.blockedSegment = parentSegment, task.blockedPreamble = parentPreamble, task.keyPath = prevKeyPath$jscomp$5, task.formatContext = prevContext$jscomp$1;
                  }
                  var suspendedPrimaryTask = createRenderTask(
                    request,
                    null,
                    content,
                    -1,
                    newBoundary,
                    contentRootSegment,
                    null === newBoundary.preamble ? null : newBoundary.preamble.content,
                    newBoundary.contentState,
                    task.abortSet,
                    keyPath,
                    getSuspenseContentFormatContext(
                      request.resumableState,
                      task.formatContext
                    ),
                    task.context,
                    task.treeContext,
                    null,
                    suspenseComponentStack
                  );
                  pushComponentStack(suspendedPrimaryTask);
                  request.pingedTasks.push(suspendedPrimaryTask);
                } else {
                  task.blockedBoundary = newBoundary;
                  task.blockedPreamble = null === newBoundary.preamble ? null : newBoundary.preamble.content;
                  task.hoistableState = newBoundary.contentState;
                  task.blockedSegment = contentRootSegment;
                  task.keyPath = keyPath;
                  task.formatContext = getSuspenseContentFormatContext(
                    request.resumableState,
                    prevContext$jscomp$1
                  );
                  task.row = null;
                  try {
                    if (renderNode(request, task, content, -1), pushSegmentFinale(
                      contentRootSegment.chunks,
                      request.renderState,
                      contentRootSegment.lastPushedText,
                      contentRootSegment.textEmbedded
                    ), contentRootSegment.status = 1, queueCompletedSegment(newBoundary, contentRootSegment), 0 === newBoundary.pendingTasks && 0 === newBoundary.status) {
                      if (newBoundary.status = 1, !isEligibleForOutlining(request, newBoundary)) {
                        null !== prevRow$jscomp$0 && 0 === --prevRow$jscomp$0.pendingTasks && finishSuspenseListRow(request, prevRow$jscomp$0);
                        0 === request.pendingRootTasks && task.blockedPreamble && preparePreamble(request);
                        break a;
                      }
                    } else
                      null !== prevRow$jscomp$0 && prevRow$jscomp$0.together && tryToResolveTogetherRow(request, prevRow$jscomp$0);
                  } catch (thrownValue$30) {
                    newBoundary.status = 4;
                    if (request.aborted) {
                      contentRootSegment.status = 3;
                      var error = request.fatalError;
                    } else contentRootSegment.status = 4, error = thrownValue$30;
                    var thrownInfo = getThrownInfo(task.componentStack), errorDigest = logRecoverableError(request, error, thrownInfo);
                    newBoundary.errorDigest = errorDigest;
                    untrackBoundary(request, newBoundary);
                  } finally {
                    task.blockedBoundary = parentBoundary, task.blockedPreamble = parentPreamble, task.hoistableState = parentHoistableState, task.blockedSegment = parentSegment, task.keyPath = prevKeyPath$jscomp$5, task.formatContext = prevContext$jscomp$1, task.row = prevRow$jscomp$0;
                  }
                  var suspendedFallbackTask = createRenderTask(
                    request,
                    null,
                    fallback,
                    -1,
                    parentBoundary,
                    boundarySegment,
                    null === newBoundary.preamble ? null : newBoundary.preamble.fallback,
                    newBoundary.fallbackState,
                    fallbackAbortSet,
                    [keyPath[0], "Suspense Fallback", keyPath[2]],
                    getSuspenseFallbackFormatContext(
                      request.resumableState,
                      task.formatContext
                    ),
                    task.context,
                    task.treeContext,
                    task.row,
                    replaceSuspenseComponentStackWithSuspenseFallbackStack(
                      task.componentStack
                    )
                  );
                  pushComponentStack(suspendedFallbackTask);
                  request.pingedTasks.push(suspendedFallbackTask);
                }
              }
              return;
          }
          if ("object" === typeof type && null !== type)
            switch (type.$$typeof) {
              case REACT_FORWARD_REF_TYPE:
                if ("ref" in props) {
                  var propsWithoutRef = {};
                  for (var key in props)
                    "ref" !== key && (propsWithoutRef[key] = props[key]);
                } else propsWithoutRef = props;
                var children$jscomp$1 = renderWithHooks(
                  request,
                  task,
                  keyPath,
                  type.render,
                  propsWithoutRef,
                  ref
                );
                finishFunctionComponent(
                  request,
                  task,
                  keyPath,
                  children$jscomp$1,
                  0 !== localIdCounter,
                  actionStateCounter,
                  actionStateMatchingIndex
                );
                return;
              case REACT_MEMO_TYPE:
                renderElement(request, task, keyPath, type.type, props, ref);
                return;
              case REACT_CONTEXT_TYPE:
                var children$jscomp$2 = props.children, prevKeyPath$jscomp$6 = task.keyPath, nextValue = props.value;
                var prevValue = type._currentValue2;
                type._currentValue2 = nextValue;
                var prevNode = currentActiveSnapshot, newNode = {
                  parent: prevNode,
                  depth: null === prevNode ? 0 : prevNode.depth + 1,
                  context: type,
                  parentValue: prevValue,
                  value: nextValue
                };
                currentActiveSnapshot = newNode;
                task.context = newNode;
                task.keyPath = keyPath;
                renderNodeDestructive(request, task, children$jscomp$2, -1);
                var prevSnapshot = currentActiveSnapshot;
                if (null === prevSnapshot) throw Error(formatProdErrorMessage(403));
                prevSnapshot.context._currentValue2 = prevSnapshot.parentValue;
                var JSCompiler_inline_result$jscomp$2 = currentActiveSnapshot = prevSnapshot.parent;
                task.context = JSCompiler_inline_result$jscomp$2;
                task.keyPath = prevKeyPath$jscomp$6;
                return;
              case REACT_CONSUMER_TYPE:
                var render2 = props.children, newChildren = render2(type._context._currentValue2), prevKeyPath$jscomp$7 = task.keyPath;
                task.keyPath = keyPath;
                renderNodeDestructive(request, task, newChildren, -1);
                task.keyPath = prevKeyPath$jscomp$7;
                return;
              case REACT_LAZY_TYPE2:
                var init = type._init;
                var Component4 = init(type._payload);
                if (request.aborted) throw null;
                renderElement(request, task, keyPath, Component4, props, ref);
                return;
            }
          throw Error(
            formatProdErrorMessage(130, null == type ? type : typeof type, "")
          );
        }
      }
      function resumeNode(request, task, segmentId, node2, childIndex) {
        var prevReplay = task.replay, blockedBoundary = task.blockedBoundary, resumedSegment = createPendingSegment(
          request,
          0,
          null,
          task.formatContext,
          false,
          false
        );
        resumedSegment.id = segmentId;
        resumedSegment.parentFlushed = true;
        try {
          task.replay = null, task.blockedSegment = resumedSegment, renderNode(request, task, node2, childIndex), resumedSegment.status = 1, null === blockedBoundary ? request.completedRootSegment = resumedSegment : (queueCompletedSegment(blockedBoundary, resumedSegment), blockedBoundary.parentFlushed && request.partialBoundaries.push(blockedBoundary));
        } finally {
          task.replay = prevReplay, task.blockedSegment = null;
        }
      }
      function renderNodeDestructive(request, task, node2, childIndex) {
        null !== task.replay && "number" === typeof task.replay.slots ? resumeNode(request, task, task.replay.slots, node2, childIndex) : (task.node = node2, task.childIndex = childIndex, node2 = task.componentStack, pushComponentStack(task), retryNode(request, task), task.componentStack = node2);
      }
      function retryNode(request, task) {
        var node2 = task.node, childIndex = task.childIndex;
        if (null !== node2) {
          if ("object" === typeof node2) {
            switch (node2.$$typeof) {
              case REACT_ELEMENT_TYPE:
                var type = node2.type, key = node2.key, props = node2.props;
                node2 = props.ref;
                var ref = void 0 !== node2 ? node2 : null, name = getComponentNameFromType(type), keyOrIndex = null == key || key === REACT_OPTIMISTIC_KEY ? -1 === childIndex ? 0 : childIndex : key;
                key = [task.keyPath, name, keyOrIndex];
                if (null !== task.replay)
                  a: {
                    var replay = task.replay;
                    childIndex = replay.nodes;
                    for (node2 = 0; node2 < childIndex.length; node2++) {
                      var node$jscomp$0 = childIndex[node2];
                      if (keyOrIndex === node$jscomp$0[1]) {
                        if (4 === node$jscomp$0.length) {
                          if (null !== name && name !== node$jscomp$0[0])
                            throw Error(
                              formatProdErrorMessage(490, node$jscomp$0[0], name)
                            );
                          var childNodes = node$jscomp$0[2], childSlots = node$jscomp$0[3], currentNode = task.node;
                          task.replay = {
                            nodes: childNodes,
                            slots: childSlots,
                            pendingTasks: 1
                          };
                          try {
                            renderElement(request, task, key, type, props, ref);
                            if (1 === task.replay.pendingTasks && 0 < task.replay.nodes.length)
                              throw Error(formatProdErrorMessage(488));
                            task.replay.pendingTasks--;
                          } catch (x) {
                            if ("object" === typeof x && null !== x && (x === SuspenseException || "function" === typeof x.then || "Maximum call stack size exceeded" === x.message))
                              throw task.node === currentNode ? task.replay = replay : childIndex.splice(node2, 1), x;
                            task.replay.pendingTasks--;
                            key = getThrownInfo(task.componentStack);
                            currentNode = request;
                            props = task.blockedBoundary;
                            request = request.aborted ? request.fatalError : x;
                            key = logRecoverableError(currentNode, request, key);
                            abortRemainingReplayNodes(
                              currentNode,
                              props,
                              childNodes,
                              childSlots,
                              request,
                              key
                            );
                          }
                          task.replay = replay;
                        } else {
                          if (type !== REACT_SUSPENSE_TYPE)
                            throw Error(
                              formatProdErrorMessage(
                                490,
                                "Suspense",
                                getComponentNameFromType(type) || "Unknown"
                              )
                            );
                          b: {
                            replay = node$jscomp$0[5];
                            type = node$jscomp$0[2];
                            ref = node$jscomp$0[3];
                            name = null === node$jscomp$0[4] ? [] : node$jscomp$0[4][2];
                            node$jscomp$0 = null === node$jscomp$0[4] ? null : node$jscomp$0[4][3];
                            keyOrIndex = task.keyPath;
                            var prevContext = task.formatContext, prevRow = task.row, previousReplaySet = task.replay, parentBoundary = task.blockedBoundary, parentHoistableState = task.hoistableState, content = props.children;
                            props = props.fallback;
                            var fallbackAbortSet = /* @__PURE__ */ new Set(), resumedBoundary = createSuspenseBoundary(
                              request,
                              task.row,
                              fallbackAbortSet,
                              null,
                              false
                            );
                            resumedBoundary.parentFlushed = true;
                            resumedBoundary.rootSegmentID = replay;
                            task.blockedBoundary = resumedBoundary;
                            task.hoistableState = resumedBoundary.contentState;
                            task.keyPath = key;
                            task.formatContext = getSuspenseContentFormatContext(
                              request.resumableState,
                              prevContext
                            );
                            task.row = null;
                            task.replay = {
                              nodes: type,
                              slots: ref,
                              pendingTasks: 1
                            };
                            try {
                              renderNode(request, task, content, -1);
                              if (1 === task.replay.pendingTasks && 0 < task.replay.nodes.length)
                                throw Error(formatProdErrorMessage(488));
                              task.replay.pendingTasks--;
                              if (0 === resumedBoundary.pendingTasks && 0 === resumedBoundary.status) {
                                resumedBoundary.status = 1;
                                request.completedBoundaries.push(resumedBoundary);
                                break b;
                              }
                            } catch (thrownValue) {
                              resumedBoundary.status = 4, childNodes = request.aborted ? request.fatalError : thrownValue, childSlots = getThrownInfo(task.componentStack), currentNode = logRecoverableError(
                                request,
                                childNodes,
                                childSlots
                              ), resumedBoundary.errorDigest = currentNode, task.replay.pendingTasks--, request.clientRenderedBoundaries.push(
                                resumedBoundary
                              );
                            } finally {
                              task.blockedBoundary = parentBoundary, task.hoistableState = parentHoistableState, task.replay = previousReplaySet, task.keyPath = keyOrIndex, task.formatContext = prevContext, task.row = prevRow;
                            }
                            childNodes = createReplayTask(
                              request,
                              null,
                              { nodes: name, slots: node$jscomp$0, pendingTasks: 0 },
                              props,
                              -1,
                              parentBoundary,
                              resumedBoundary.fallbackState,
                              fallbackAbortSet,
                              [key[0], "Suspense Fallback", key[2]],
                              getSuspenseFallbackFormatContext(
                                request.resumableState,
                                task.formatContext
                              ),
                              task.context,
                              task.treeContext,
                              task.row,
                              replaceSuspenseComponentStackWithSuspenseFallbackStack(
                                task.componentStack
                              )
                            );
                            pushComponentStack(childNodes);
                            request.pingedTasks.push(childNodes);
                          }
                        }
                        childIndex.splice(node2, 1);
                        break a;
                      }
                    }
                  }
                else renderElement(request, task, key, type, props, ref);
                return;
              case REACT_PORTAL_TYPE:
                throw Error(formatProdErrorMessage(257));
              case REACT_LAZY_TYPE2:
                childNodes = node2._init;
                node2 = childNodes(node2._payload);
                if (request.aborted) throw null;
                renderNodeDestructive(request, task, node2, childIndex);
                return;
            }
            if (isArrayImpl(node2)) {
              renderChildrenArray(request, task, node2, childIndex);
              return;
            }
            if (childNodes = getIteratorFn(node2)) {
              if (childNodes = childNodes.call(node2)) {
                node2 = childNodes.next();
                if (!node2.done) {
                  childSlots = [];
                  do
                    childSlots.push(node2.value), node2 = childNodes.next();
                  while (!node2.done);
                  renderChildrenArray(request, task, childSlots, childIndex);
                }
                return;
              }
            }
            if ("function" === typeof node2.then)
              return task.thenableState = null, renderNodeDestructive(request, task, unwrapThenable(node2), childIndex);
            if (node2.$$typeof === REACT_CONTEXT_TYPE)
              return renderNodeDestructive(
                request,
                task,
                node2._currentValue2,
                childIndex
              );
            childIndex = Object.prototype.toString.call(node2);
            throw Error(
              formatProdErrorMessage(
                31,
                "[object Object]" === childIndex ? "object with keys {" + Object.keys(node2).join(", ") + "}" : childIndex
              )
            );
          }
          if ("string" === typeof node2)
            childIndex = task.blockedSegment, null !== childIndex && (childIndex.lastPushedText = pushTextInstance(
              childIndex.chunks,
              node2,
              request.renderState,
              childIndex.lastPushedText
            ));
          else if ("number" === typeof node2 || "bigint" === typeof node2)
            childIndex = task.blockedSegment, null !== childIndex && (childIndex.lastPushedText = pushTextInstance(
              childIndex.chunks,
              "" + node2,
              request.renderState,
              childIndex.lastPushedText
            ));
        }
      }
      function renderChildrenArray(request, task, children, childIndex) {
        var prevKeyPath = task.keyPath;
        if (-1 !== childIndex && (task.keyPath = [task.keyPath, "Fragment", childIndex], null !== task.replay)) {
          for (var replay = task.replay, replayNodes = replay.nodes, j2 = 0; j2 < replayNodes.length; j2++) {
            var node2 = replayNodes[j2];
            if (node2[1] === childIndex) {
              childIndex = node2[2];
              node2 = node2[3];
              task.replay = { nodes: childIndex, slots: node2, pendingTasks: 1 };
              try {
                renderChildrenArray(request, task, children, -1);
                if (1 === task.replay.pendingTasks && 0 < task.replay.nodes.length)
                  throw Error(formatProdErrorMessage(488));
                task.replay.pendingTasks--;
              } catch (x) {
                if ("object" === typeof x && null !== x && (x === SuspenseException || "function" === typeof x.then))
                  throw x;
                task.replay.pendingTasks--;
                var thrownInfo = getThrownInfo(task.componentStack);
                children = request;
                var boundary = task.blockedBoundary;
                request = request.aborted ? request.fatalError : x;
                thrownInfo = logRecoverableError(children, request, thrownInfo);
                abortRemainingReplayNodes(
                  children,
                  boundary,
                  childIndex,
                  node2,
                  request,
                  thrownInfo
                );
              }
              task.replay = replay;
              replayNodes.splice(j2, 1);
              break;
            }
          }
          task.keyPath = prevKeyPath;
          return;
        }
        replay = task.treeContext;
        replayNodes = children.length;
        if (null !== task.replay && (j2 = task.replay.slots, null !== j2 && "object" === typeof j2)) {
          for (childIndex = 0; childIndex < replayNodes; childIndex++)
            node2 = children[childIndex], task.treeContext = pushTreeContext(replay, replayNodes, childIndex), boundary = j2[childIndex], "number" === typeof boundary ? (resumeNode(request, task, boundary, node2, childIndex), delete j2[childIndex]) : renderNode(request, task, node2, childIndex);
          task.treeContext = replay;
          task.keyPath = prevKeyPath;
          return;
        }
        for (j2 = 0; j2 < replayNodes; j2++)
          childIndex = children[j2], task.treeContext = pushTreeContext(replay, replayNodes, j2), renderNode(request, task, childIndex, j2);
        task.treeContext = replay;
        task.keyPath = prevKeyPath;
      }
      function trackPostponedBoundary(request, trackedPostpones, boundary) {
        boundary.status = 5;
        boundary.rootSegmentID = request.nextSegmentId++;
        var tracked = boundary.tracked;
        if (null === tracked) throw Error(formatProdErrorMessage(486));
        request = tracked.contentKeyPath;
        if (null === request) throw Error(formatProdErrorMessage(486));
        tracked = tracked.fallbackNode;
        var children = [], boundaryNode = trackedPostpones.workingMap.get(request);
        if (void 0 === boundaryNode)
          return boundary = [
            request[1],
            request[2],
            children,
            null,
            tracked,
            boundary.rootSegmentID
          ], trackedPostpones.workingMap.set(request, boundary), addToReplayParent(boundary, request[0], trackedPostpones), boundary;
        boundaryNode[4] = tracked;
        boundaryNode[5] = boundary.rootSegmentID;
        return boundaryNode;
      }
      function trackPostpone(request, trackedPostpones, task, segment) {
        segment.status = 5;
        var keyPath = task.keyPath, boundary = task.blockedBoundary;
        if (null === boundary)
          segment.id = request.nextSegmentId++, trackedPostpones.rootSlots = segment.id, null !== request.completedRootSegment && (request.completedRootSegment.status = 5);
        else {
          if (null !== boundary && 0 === boundary.status) {
            var boundaryNode = trackPostponedBoundary(
              request,
              trackedPostpones,
              boundary
            );
            if (null !== boundary.tracked && boundary.tracked.contentKeyPath === keyPath && -1 === task.childIndex) {
              -1 === segment.id && (segment.id = segment.parentFlushed ? boundary.rootSegmentID : request.nextSegmentId++);
              boundaryNode[3] = segment.id;
              return;
            }
          }
          -1 === segment.id && (segment.id = segment.parentFlushed && null !== boundary ? boundary.rootSegmentID : request.nextSegmentId++);
          if (-1 === task.childIndex)
            null === keyPath ? trackedPostpones.rootSlots = segment.id : (task = trackedPostpones.workingMap.get(keyPath), void 0 === task ? (task = [keyPath[1], keyPath[2], [], segment.id], addToReplayParent(task, keyPath[0], trackedPostpones)) : task[3] = segment.id);
          else {
            if (null === keyPath)
              if (request = trackedPostpones.rootSlots, null === request)
                request = trackedPostpones.rootSlots = {};
              else {
                if ("number" === typeof request)
                  throw Error(formatProdErrorMessage(491));
              }
            else if (boundary = trackedPostpones.workingMap, boundaryNode = boundary.get(keyPath), void 0 === boundaryNode)
              request = {}, boundaryNode = [keyPath[1], keyPath[2], [], request], boundary.set(keyPath, boundaryNode), addToReplayParent(boundaryNode, keyPath[0], trackedPostpones);
            else if (request = boundaryNode[3], null === request)
              request = boundaryNode[3] = {};
            else if ("number" === typeof request)
              throw Error(formatProdErrorMessage(491));
            request[task.childIndex] = segment.id;
          }
        }
      }
      function untrackBoundary(request, boundary) {
        request = request.trackedPostpones;
        null !== request && (boundary = boundary.tracked, null !== boundary && (boundary = boundary.contentKeyPath, null !== boundary && (request = request.workingMap.get(boundary), void 0 !== request && (request.length = 4, request[2] = [], request[3] = null))));
      }
      function spawnNewSuspendedReplayTask(request, task, thenableState2) {
        return createReplayTask(
          request,
          thenableState2,
          task.replay,
          task.node,
          task.childIndex,
          task.blockedBoundary,
          task.hoistableState,
          task.abortSet,
          task.keyPath,
          task.formatContext,
          task.context,
          task.treeContext,
          task.row,
          task.componentStack
        );
      }
      function spawnNewSuspendedRenderTask(request, task, thenableState2) {
        var segment = task.blockedSegment, newSegment = createPendingSegment(
          request,
          segment.chunks.length,
          null,
          task.formatContext,
          segment.lastPushedText,
          true
        );
        segment.children.push(newSegment);
        segment.lastPushedText = false;
        return createRenderTask(
          request,
          thenableState2,
          task.node,
          task.childIndex,
          task.blockedBoundary,
          newSegment,
          task.blockedPreamble,
          task.hoistableState,
          task.abortSet,
          task.keyPath,
          task.formatContext,
          task.context,
          task.treeContext,
          task.row,
          task.componentStack
        );
      }
      function renderNode(request, task, node2, childIndex) {
        var previousFormatContext = task.formatContext, previousContext = task.context, previousKeyPath = task.keyPath, previousTreeContext = task.treeContext, previousComponentStack = task.componentStack, segment = task.blockedSegment;
        if (null === segment) {
          segment = task.replay;
          try {
            return renderNodeDestructive(request, task, node2, childIndex);
          } catch (thrownValue) {
            if (resetHooksState(), node2 = thrownValue === SuspenseException ? getSuspendedThenable() : thrownValue, !request.aborted && "object" === typeof node2 && null !== node2) {
              if ("function" === typeof node2.then) {
                childIndex = thrownValue === SuspenseException ? getThenableStateAfterSuspending() : null;
                request = spawnNewSuspendedReplayTask(request, task, childIndex).ping;
                node2.then(request.resolve, request.reject);
                task.formatContext = previousFormatContext;
                task.context = previousContext;
                task.keyPath = previousKeyPath;
                task.treeContext = previousTreeContext;
                task.componentStack = previousComponentStack;
                task.replay = segment;
                switchContext(previousContext);
                return;
              }
              if ("Maximum call stack size exceeded" === node2.message) {
                node2 = thrownValue === SuspenseException ? getThenableStateAfterSuspending() : null;
                node2 = spawnNewSuspendedReplayTask(request, task, node2);
                request.pingedTasks.push(node2);
                task.formatContext = previousFormatContext;
                task.context = previousContext;
                task.keyPath = previousKeyPath;
                task.treeContext = previousTreeContext;
                task.componentStack = previousComponentStack;
                task.replay = segment;
                switchContext(previousContext);
                return;
              }
            }
          }
        } else {
          var childrenLength = segment.children.length, chunkLength = segment.chunks.length;
          try {
            return renderNodeDestructive(request, task, node2, childIndex);
          } catch (thrownValue$63) {
            if (resetHooksState(), segment.children.length = childrenLength, segment.chunks.length = chunkLength, node2 = thrownValue$63 === SuspenseException ? getSuspendedThenable() : thrownValue$63, !request.aborted && "object" === typeof node2 && null !== node2) {
              if ("function" === typeof node2.then) {
                segment = node2;
                node2 = thrownValue$63 === SuspenseException ? getThenableStateAfterSuspending() : null;
                request = spawnNewSuspendedRenderTask(request, task, node2).ping;
                segment.then(request.resolve, request.reject);
                task.formatContext = previousFormatContext;
                task.context = previousContext;
                task.keyPath = previousKeyPath;
                task.treeContext = previousTreeContext;
                task.componentStack = previousComponentStack;
                switchContext(previousContext);
                return;
              }
              if ("Maximum call stack size exceeded" === node2.message) {
                segment = thrownValue$63 === SuspenseException ? getThenableStateAfterSuspending() : null;
                segment = spawnNewSuspendedRenderTask(request, task, segment);
                request.pingedTasks.push(segment);
                task.formatContext = previousFormatContext;
                task.context = previousContext;
                task.keyPath = previousKeyPath;
                task.treeContext = previousTreeContext;
                task.componentStack = previousComponentStack;
                switchContext(previousContext);
                return;
              }
            }
          }
        }
        task.formatContext = previousFormatContext;
        task.context = previousContext;
        task.keyPath = previousKeyPath;
        task.treeContext = previousTreeContext;
        switchContext(previousContext);
        throw node2;
      }
      function abortTaskSoft(task) {
        var boundary = task.blockedBoundary, segment = task.blockedSegment;
        null !== segment && (segment.status = 3, finishedTask(this, boundary, task.row, segment));
      }
      function abortRemainingReplayNodes(request$jscomp$0, boundary, nodes, slots, error, errorDigest$jscomp$0) {
        for (var i2 = 0; i2 < nodes.length; i2++) {
          var node2 = nodes[i2];
          if (4 === node2.length)
            abortRemainingReplayNodes(
              request$jscomp$0,
              boundary,
              node2[2],
              node2[3],
              error,
              errorDigest$jscomp$0
            );
          else {
            node2 = node2[5];
            var request = request$jscomp$0, errorDigest = errorDigest$jscomp$0, resumedBoundary = createSuspenseBoundary(
              request,
              null,
              /* @__PURE__ */ new Set(),
              null,
              false
            );
            resumedBoundary.parentFlushed = true;
            resumedBoundary.rootSegmentID = node2;
            resumedBoundary.status = 4;
            resumedBoundary.errorDigest = errorDigest;
            resumedBoundary.parentFlushed && request.clientRenderedBoundaries.push(resumedBoundary);
          }
        }
        nodes.length = 0;
        if (null !== slots) {
          if (null === boundary) throw Error(formatProdErrorMessage(487));
          4 !== boundary.status && (boundary.status = 4, boundary.errorDigest = errorDigest$jscomp$0, boundary.parentFlushed && request$jscomp$0.clientRenderedBoundaries.push(boundary));
          if ("object" === typeof slots) for (var index in slots) delete slots[index];
        }
      }
      function abortTask(task, request) {
        if (task !== request.currentTask) {
          var boundary = task.blockedBoundary;
          task = task.blockedSegment;
          null !== task && (task.status = 3);
          null !== boundary && boundary.fallbackAbortableTasks.forEach(function(fallbackTask) {
            return abortTask(fallbackTask, request);
          });
        }
      }
      function finishAbortedTask(task, request, error) {
        if (task !== request.currentTask) {
          var boundary = task.blockedBoundary, segment = task.blockedSegment;
          if (null === segment || 3 === segment.status) {
            var errorInfo = getThrownInfo(task.componentStack), isRecoverableReason = isRecoverableError(error);
            if (null === boundary) {
              boundary = task.replay;
              if (null === boundary) {
                isRecoverableReason || null === request.trackedPostpones || null === segment ? isRecoverableReason ? (task = cloneRecoverableErrorAsFatal(error), logRecoverableError(request, task, errorInfo), 12 !== request.status && 13 !== request.status && fatalError(request, task)) : (logRecoverableError(request, error, errorInfo), 12 !== request.status && 13 !== request.status && fatalError(request, error)) : (boundary = request.trackedPostpones, logRecoverableError(request, error, errorInfo), trackPostpone(request, boundary, task, segment), finishedTask(request, null, task.row, segment));
                return;
              }
              12 !== request.status && 13 !== request.status && (boundary.pendingTasks--, 0 === boundary.pendingTasks && 0 < boundary.nodes.length && (errorInfo = logRecoverableError(request, error, errorInfo), abortRemainingReplayNodes(
                request,
                null,
                boundary.nodes,
                boundary.slots,
                error,
                errorInfo
              )), request.pendingRootTasks--, 0 === request.pendingRootTasks && completeShell(request));
            } else {
              var trackedPostpones$64 = request.trackedPostpones;
              if (4 !== boundary.status) {
                if (!isRecoverableReason && null !== trackedPostpones$64 && null !== segment)
                  return logRecoverableError(request, error, errorInfo), trackPostpone(request, trackedPostpones$64, task, segment), boundary.fallbackAbortableTasks.forEach(function(fallbackTask) {
                    return finishAbortedTask(fallbackTask, request, error);
                  }), boundary.fallbackAbortableTasks.clear(), finishedTask(request, boundary, task.row, segment);
                boundary.status = 4;
                errorInfo = logRecoverableError(request, error, errorInfo);
                boundary.errorDigest = errorInfo;
                untrackBoundary(request, boundary);
                boundary.parentFlushed && request.clientRenderedBoundaries.push(boundary);
              }
              boundary.pendingTasks--;
              errorInfo = boundary.row;
              null !== errorInfo && 0 === --errorInfo.pendingTasks && finishSuspenseListRow(request, errorInfo);
              boundary.fallbackAbortableTasks.forEach(function(fallbackTask) {
                return finishAbortedTask(fallbackTask, request, error);
              });
              boundary.fallbackAbortableTasks.clear();
            }
            task = task.row;
            null !== task && 0 === --task.pendingTasks && finishSuspenseListRow(request, task);
            request.allPendingTasks--;
            0 === request.allPendingTasks && completeAll(request);
          }
        }
      }
      function safelyEmitEarlyPreloads(request, shellComplete) {
        try {
          var renderState = request.renderState, onHeaders = renderState.onHeaders;
          if (onHeaders) {
            var headers = renderState.headers;
            if (headers) {
              renderState.headers = null;
              var linkHeader = headers.preconnects;
              headers.fontPreloads && (linkHeader && (linkHeader += ", "), linkHeader += headers.fontPreloads);
              headers.highImagePreloads && (linkHeader && (linkHeader += ", "), linkHeader += headers.highImagePreloads);
              if (!shellComplete) {
                var queueIter = renderState.styles.values(), queueStep = queueIter.next();
                b: for (; 0 < headers.remainingCapacity && !queueStep.done; queueStep = queueIter.next())
                  for (var sheetIter = queueStep.value.sheets.values(), sheetStep = sheetIter.next(); 0 < headers.remainingCapacity && !sheetStep.done; sheetStep = sheetIter.next()) {
                    var sheet = sheetStep.value, props = sheet.props, key = props.href, props$jscomp$0 = sheet.props, header = getPreloadAsHeader(props$jscomp$0.href, "style", {
                      crossOrigin: props$jscomp$0.crossOrigin,
                      integrity: props$jscomp$0.integrity,
                      nonce: props$jscomp$0.nonce,
                      type: props$jscomp$0.type,
                      fetchPriority: props$jscomp$0.fetchPriority,
                      referrerPolicy: props$jscomp$0.referrerPolicy,
                      media: props$jscomp$0.media
                    });
                    if (0 <= (headers.remainingCapacity -= header.length + 2))
                      renderState.resets.style[key] = PRELOAD_NO_CREDS, linkHeader && (linkHeader += ", "), linkHeader += header, renderState.resets.style[key] = "string" === typeof props.crossOrigin || "string" === typeof props.integrity ? [props.crossOrigin, props.integrity] : PRELOAD_NO_CREDS;
                    else break b;
                  }
              }
              linkHeader ? onHeaders({ Link: linkHeader }) : onHeaders({});
            }
          }
        } catch (error) {
          logRecoverableError(request, error, {});
        }
      }
      function completeShell(request) {
        null === request.trackedPostpones && safelyEmitEarlyPreloads(request, true);
        null === request.trackedPostpones && preparePreamble(request);
        request = request.onShellReady;
        request();
      }
      function completeAll(request) {
        safelyEmitEarlyPreloads(
          request,
          null === request.trackedPostpones ? true : null === request.completedRootSegment || 5 !== request.completedRootSegment.status
        );
        preparePreamble(request);
        request = request.onAllReady;
        request();
      }
      function queueCompletedSegment(boundary, segment) {
        if (0 === segment.chunks.length && 1 === segment.children.length && null === segment.children[0].boundary && -1 === segment.children[0].id) {
          var childSegment = segment.children[0];
          childSegment.id = segment.id;
          childSegment.parentFlushed = true;
          1 !== childSegment.status && 3 !== childSegment.status && 4 !== childSegment.status || queueCompletedSegment(boundary, childSegment);
        } else boundary.completedSegments.push(segment);
      }
      function finishedTask(request, boundary, row, segment) {
        null !== row && (0 === --row.pendingTasks ? finishSuspenseListRow(request, row) : row.together && tryToResolveTogetherRow(request, row));
        request.allPendingTasks--;
        if (null === boundary) {
          if (null !== segment && segment.parentFlushed) {
            if (null !== request.completedRootSegment)
              throw Error(formatProdErrorMessage(389));
            request.completedRootSegment = segment;
          }
          request.pendingRootTasks--;
          0 === request.pendingRootTasks && completeShell(request);
        } else if (boundary.pendingTasks--, 4 !== boundary.status)
          if (0 === boundary.pendingTasks)
            if (0 === boundary.status && (boundary.status = 1), null !== segment && segment.parentFlushed && (1 === segment.status || 3 === segment.status) && queueCompletedSegment(boundary, segment), boundary.parentFlushed && request.completedBoundaries.push(boundary), 1 === boundary.status)
              row = boundary.row, null !== row && hoistHoistables(row.hoistables, boundary.contentState), isEligibleForOutlining(request, boundary) || (request.allPendingTasks++, boundary.fallbackAbortableTasks.forEach(abortTaskSoft, request), boundary.fallbackAbortableTasks.clear(), null !== row && 0 === --row.pendingTasks && finishSuspenseListRow(request, row), request.allPendingTasks--), 0 === request.pendingRootTasks && null === request.trackedPostpones && null !== boundary.preamble && preparePreamble(request);
            else {
              if (5 === boundary.status && (boundary = boundary.row, null !== boundary)) {
                if (null !== request.trackedPostpones) {
                  row = request.trackedPostpones;
                  var postponedRow = boundary.next;
                  if (null !== postponedRow && (segment = postponedRow.boundaries, null !== segment))
                    for (postponedRow.boundaries = null, postponedRow = 0; postponedRow < segment.length; postponedRow++) {
                      var postponedBoundary = segment[postponedRow];
                      trackPostponedBoundary(request, row, postponedBoundary);
                      finishedTask(request, postponedBoundary, null, null);
                    }
                }
                request.allPendingTasks++;
                0 === --boundary.pendingTasks && finishSuspenseListRow(request, boundary);
                request.allPendingTasks--;
              }
            }
          else
            null === segment || !segment.parentFlushed || 1 !== segment.status && 3 !== segment.status || (queueCompletedSegment(boundary, segment), 1 === boundary.completedSegments.length && boundary.parentFlushed && request.partialBoundaries.push(boundary)), boundary = boundary.row, null !== boundary && boundary.together && tryToResolveTogetherRow(request, boundary);
        0 === request.allPendingTasks && completeAll(request);
      }
      function performWork(request$jscomp$1) {
        if (!(request$jscomp$1.aborted || 11 < request$jscomp$1.status)) {
          var prevContext = currentActiveSnapshot, prevDispatcher = ReactSharedInternals.H;
          ReactSharedInternals.H = HooksDispatcher;
          var prevAsyncDispatcher = ReactSharedInternals.A;
          ReactSharedInternals.A = DefaultAsyncDispatcher;
          var prevRequest = currentRequest;
          currentRequest = request$jscomp$1;
          var prevResumableState = currentResumableState;
          currentResumableState = request$jscomp$1.resumableState;
          try {
            var pingedTasks = request$jscomp$1.pingedTasks, i2;
            for (i2 = 0; i2 < pingedTasks.length; i2++) {
              var task = pingedTasks[i2], request = request$jscomp$1, segment = task.blockedSegment;
              if (null === segment)
                a: {
                  if (0 !== task.replay.pendingTasks) {
                    var prevTask = request.currentTask;
                    request.currentTask = task;
                    switchContext(task.context);
                    var startNode = task.node;
                    try {
                      "number" === typeof task.replay.slots ? resumeNode(
                        request,
                        task,
                        task.replay.slots,
                        task.node,
                        task.childIndex
                      ) : retryNode(request, task);
                      if (1 === task.replay.pendingTasks && 0 < task.replay.nodes.length)
                        throw Error(formatProdErrorMessage(488));
                      task.replay.pendingTasks--;
                      task.abortSet.delete(task);
                      finishedTask(request, task.blockedBoundary, task.row, null);
                    } catch (thrownValue) {
                      resetHooksState();
                      var x = thrownValue === SuspenseException ? getSuspendedThenable() : thrownValue;
                      if (request.aborted) {
                        thrownValue === SuspenseException && (task.thenableState = getThenableStateAfterSuspending());
                        request.currentTask = prevTask;
                        var request$jscomp$0 = request;
                        abortTask(task, request$jscomp$0);
                        task.abortSet.delete(task);
                        finishAbortedTask(
                          task,
                          request$jscomp$0,
                          request$jscomp$0.fatalError
                        );
                      } else {
                        if ("object" === typeof x && null !== x) {
                          if ("function" === typeof x.then) {
                            var ping = task.ping;
                            x.then(ping.resolve, ping.reject);
                            task.thenableState = thrownValue === SuspenseException ? getThenableStateAfterSuspending() : null;
                            break a;
                          }
                          if ("Maximum call stack size exceeded" === x.message && task.node !== startNode) {
                            task.thenableState = null;
                            request.pingedTasks.push(task);
                            break a;
                          }
                        }
                        task.replay.pendingTasks--;
                        task.abortSet.delete(task);
                        var errorInfo = getThrownInfo(task.componentStack);
                        request$jscomp$0 = request;
                        var boundary = task.blockedBoundary, error$jscomp$0 = request.aborted ? request.fatalError : x, replayNodes = task.replay.nodes, resumeSlots = task.replay.slots, errorDigest = logRecoverableError(
                          request$jscomp$0,
                          error$jscomp$0,
                          errorInfo
                        );
                        abortRemainingReplayNodes(
                          request$jscomp$0,
                          boundary,
                          replayNodes,
                          resumeSlots,
                          error$jscomp$0,
                          errorDigest
                        );
                        request.pendingRootTasks--;
                        0 === request.pendingRootTasks && completeShell(request);
                        request.allPendingTasks--;
                        0 === request.allPendingTasks && completeAll(request);
                      }
                    } finally {
                      request.currentTask = prevTask;
                    }
                  }
                }
              else
                a: if (request$jscomp$0 = segment, 0 === request$jscomp$0.status) {
                  var prevTask$jscomp$0 = request.currentTask;
                  request.currentTask = task;
                  switchContext(task.context);
                  var childrenLength = request$jscomp$0.children.length, chunkLength = request$jscomp$0.chunks.length, startNode$jscomp$0 = task.node;
                  try {
                    retryNode(request, task), pushSegmentFinale(
                      request$jscomp$0.chunks,
                      request.renderState,
                      request$jscomp$0.lastPushedText,
                      request$jscomp$0.textEmbedded
                    ), task.abortSet.delete(task), request$jscomp$0.status = 1, finishedTask(
                      request,
                      task.blockedBoundary,
                      task.row,
                      request$jscomp$0
                    );
                  } catch (thrownValue) {
                    resetHooksState();
                    request$jscomp$0.children.length = childrenLength;
                    request$jscomp$0.chunks.length = chunkLength;
                    var x$jscomp$0 = thrownValue === SuspenseException ? getSuspendedThenable() : thrownValue;
                    if (request.aborted)
                      thrownValue === SuspenseException && (task.thenableState = getThenableStateAfterSuspending()), request.currentTask = prevTask$jscomp$0, request$jscomp$0 = request, abortTask(task, request$jscomp$0), task.abortSet.delete(task), finishAbortedTask(
                        task,
                        request$jscomp$0,
                        request$jscomp$0.fatalError
                      );
                    else {
                      if ("object" === typeof x$jscomp$0 && null !== x$jscomp$0) {
                        if ("function" === typeof x$jscomp$0.then) {
                          request$jscomp$0.status = 0;
                          task.thenableState = thrownValue === SuspenseException ? getThenableStateAfterSuspending() : null;
                          var ping$jscomp$0 = task.ping;
                          x$jscomp$0.then(
                            ping$jscomp$0.resolve,
                            ping$jscomp$0.reject
                          );
                          break a;
                        }
                        if ("Maximum call stack size exceeded" === x$jscomp$0.message && task.node !== startNode$jscomp$0) {
                          request$jscomp$0.status = 0;
                          task.thenableState = null;
                          request.pingedTasks.push(task);
                          break a;
                        }
                      }
                      var errorInfo$jscomp$0 = getThrownInfo(task.componentStack);
                      task.abortSet.delete(task);
                      request$jscomp$0.status = 4;
                      var boundary$jscomp$0 = task.blockedBoundary, row = task.row;
                      null !== row && 0 === --row.pendingTasks && finishSuspenseListRow(request, row);
                      request.allPendingTasks--;
                      if (null === boundary$jscomp$0)
                        if (isRecoverableError(x$jscomp$0)) {
                          var fatalRecoverableError = cloneRecoverableErrorAsFatal(x$jscomp$0);
                          logRecoverableError(
                            request,
                            fatalRecoverableError,
                            errorInfo$jscomp$0
                          );
                          fatalError(request, fatalRecoverableError);
                        } else
                          logRecoverableError(
                            request,
                            x$jscomp$0,
                            errorInfo$jscomp$0
                          ), fatalError(request, x$jscomp$0);
                      else {
                        var errorDigest$jscomp$0 = logRecoverableError(
                          request,
                          x$jscomp$0,
                          errorInfo$jscomp$0
                        );
                        boundary$jscomp$0.pendingTasks--;
                        if (4 !== boundary$jscomp$0.status) {
                          boundary$jscomp$0.status = 4;
                          boundary$jscomp$0.errorDigest = errorDigest$jscomp$0;
                          untrackBoundary(request, boundary$jscomp$0);
                          var boundaryRow = boundary$jscomp$0.row;
                          null !== boundaryRow && (request.allPendingTasks++, 0 === --boundaryRow.pendingTasks && finishSuspenseListRow(request, boundaryRow), request.allPendingTasks--);
                          boundary$jscomp$0.parentFlushed && request.clientRenderedBoundaries.push(boundary$jscomp$0);
                          0 === request.pendingRootTasks && null === request.trackedPostpones && null !== boundary$jscomp$0.preamble && preparePreamble(request);
                        }
                        0 === request.allPendingTasks && completeAll(request);
                      }
                    }
                  } finally {
                    request.currentTask = prevTask$jscomp$0;
                  }
                }
            }
            pingedTasks.splice(0, i2);
            null !== request$jscomp$1.destination && flushCompletedQueues(request$jscomp$1, request$jscomp$1.destination);
          } catch (error) {
            logRecoverableError(request$jscomp$1, error, {}), fatalError(request$jscomp$1, error);
          } finally {
            currentResumableState = prevResumableState, ReactSharedInternals.H = prevDispatcher, ReactSharedInternals.A = prevAsyncDispatcher, prevDispatcher === HooksDispatcher && switchContext(prevContext), currentRequest = prevRequest;
          }
        }
      }
      function preparePreambleFromSubtree(request, segment, collectedPreambleSegments) {
        segment.preambleChildren.length && collectedPreambleSegments.push(segment.preambleChildren);
        for (var pendingPreambles = false, i2 = 0; i2 < segment.children.length; i2++)
          pendingPreambles = preparePreambleFromSegment(
            request,
            segment.children[i2],
            collectedPreambleSegments
          ) || pendingPreambles;
        return pendingPreambles;
      }
      function preparePreambleFromSegment(request, segment, collectedPreambleSegments) {
        var boundary = segment.boundary;
        if (null === boundary)
          return preparePreambleFromSubtree(
            request,
            segment,
            collectedPreambleSegments
          );
        var preamble = boundary.preamble;
        if (null === preamble) return false;
        switch (boundary.status) {
          case 1:
            hoistPreambleState(request.renderState, preamble.content);
            request.byteSize += boundary.byteSize;
            segment = boundary.completedSegments[0];
            if (!segment) throw Error(formatProdErrorMessage(391));
            return preparePreambleFromSubtree(
              request,
              segment,
              collectedPreambleSegments
            );
          case 5:
            if (null !== request.trackedPostpones) return true;
          case 4:
            if (1 === segment.status)
              return hoistPreambleState(request.renderState, preamble.fallback), preparePreambleFromSubtree(
                request,
                segment,
                collectedPreambleSegments
              );
          default:
            return true;
        }
      }
      function preparePreamble(request) {
        if (request.completedRootSegment && null === request.completedPreambleSegments) {
          var collectedPreambleSegments = [], originalRequestByteSize = request.byteSize, hasPendingPreambles = preparePreambleFromSegment(
            request,
            request.completedRootSegment,
            collectedPreambleSegments
          ), preamble = request.renderState.preamble;
          false === hasPendingPreambles || preamble.headChunks && preamble.bodyChunks ? request.completedPreambleSegments = collectedPreambleSegments : request.byteSize = originalRequestByteSize;
        }
      }
      function flushSubtree(request, destination, segment, hoistableState) {
        segment.parentFlushed = true;
        switch (segment.status) {
          case 0:
            segment.id = request.nextSegmentId++;
          case 5:
            return hoistableState = segment.id, segment.lastPushedText = false, segment.textEmbedded = false, request = request.renderState, destination.push('<template id="'), destination.push(request.placeholderPrefix), request = hoistableState.toString(16), destination.push(request), destination.push('"></template>');
          case 1:
            segment.status = 2;
            var r = true, chunks = segment.chunks, chunkIdx = 0;
            segment = segment.children;
            for (var childIdx = 0; childIdx < segment.length; childIdx++) {
              for (r = segment[childIdx]; chunkIdx < r.index; chunkIdx++)
                destination.push(chunks[chunkIdx]);
              r = flushSegment(request, destination, r, hoistableState);
            }
            for (; chunkIdx < chunks.length - 1; chunkIdx++)
              destination.push(chunks[chunkIdx]);
            chunkIdx < chunks.length && (r = destination.push(chunks[chunkIdx]));
            return r;
          case 3:
            return true;
          default:
            throw Error(formatProdErrorMessage(390));
        }
      }
      var flushedByteSize = 0;
      function flushSegment(request, destination, segment, hoistableState) {
        var boundary = segment.boundary;
        if (null === boundary)
          return flushSubtree(request, destination, segment, hoistableState);
        segment.boundary = null;
        boundary.parentFlushed = true;
        if (4 === boundary.status) {
          var row = boundary.row;
          null !== row && 0 === --row.pendingTasks && finishSuspenseListRow(request, row);
          request.renderState.generateStaticMarkup || (boundary = boundary.errorDigest, destination.push("<!--$!-->"), destination.push("<template"), null != boundary && (destination.push(' data-dgst="'), boundary = escapeTextForBrowser(boundary), destination.push(boundary), destination.push('"')), destination.push("></template>"));
          flushSubtree(request, destination, segment, hoistableState);
          request = request.renderState.generateStaticMarkup ? true : destination.push("<!--/$-->");
          return request;
        }
        if (1 !== boundary.status)
          return 0 === boundary.status && (boundary.rootSegmentID = request.nextSegmentId++), 0 < boundary.completedSegments.length && request.partialBoundaries.push(boundary), writeStartPendingSuspenseBoundary(
            destination,
            request.renderState,
            boundary.rootSegmentID
          ), hoistableState && hoistHoistables(hoistableState, boundary.fallbackState), flushSubtree(request, destination, segment, hoistableState), destination.push("<!--/$-->");
        if (!flushingPartialBoundaries && isEligibleForOutlining(request, boundary) && (flushedByteSize + boundary.byteSize > request.progressiveChunkSize || boundary.defer))
          return boundary.rootSegmentID = request.nextSegmentId++, request.completedBoundaries.push(boundary), writeStartPendingSuspenseBoundary(
            destination,
            request.renderState,
            boundary.rootSegmentID
          ), flushSubtree(request, destination, segment, hoistableState), destination.push("<!--/$-->");
        flushedByteSize += boundary.byteSize;
        hoistableState && hoistHoistables(hoistableState, boundary.contentState);
        segment = boundary.row;
        null !== segment && isEligibleForOutlining(request, boundary) && 0 === --segment.pendingTasks && finishSuspenseListRow(request, segment);
        request.renderState.generateStaticMarkup || destination.push("<!--$-->");
        segment = boundary.completedSegments;
        if (1 !== segment.length) throw Error(formatProdErrorMessage(391));
        flushSegment(request, destination, segment[0], hoistableState);
        request = request.renderState.generateStaticMarkup ? true : destination.push("<!--/$-->");
        return request;
      }
      function flushSegmentContainer(request, destination, segment, hoistableState) {
        writeStartSegment(
          destination,
          request.renderState,
          segment.parentFormatContext,
          segment.id
        );
        flushSegment(request, destination, segment, hoistableState);
        return writeEndSegment(destination, segment.parentFormatContext);
      }
      function flushCompletedBoundary(request, destination, boundary) {
        flushedByteSize = boundary.byteSize;
        for (var completedSegments = boundary.completedSegments, i2 = 0; i2 < completedSegments.length; i2++)
          flushPartiallyCompletedSegment(
            request,
            destination,
            boundary,
            completedSegments[i2]
          );
        completedSegments.length = 0;
        completedSegments = boundary.row;
        null !== completedSegments && isEligibleForOutlining(request, boundary) && 0 === --completedSegments.pendingTasks && finishSuspenseListRow(request, completedSegments);
        writeHoistablesForBoundary(
          destination,
          boundary.contentState,
          request.renderState
        );
        completedSegments = request.resumableState;
        request = request.renderState;
        i2 = boundary.rootSegmentID;
        boundary = boundary.contentState;
        var requiresStyleInsertion = request.stylesToHoist, requiresViewTransitions = 0 !== (completedSegments.instructions & 128);
        request.stylesToHoist = false;
        destination.push(request.startInlineScript);
        destination.push(">");
        requiresStyleInsertion ? (0 === (completedSegments.instructions & 4) && (completedSegments.instructions |= 4, destination.push(
          '$RX=function(b,c,d,e,f){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data="$!",a=a.dataset,null!=c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),f&&(a.cstck=f),b._reactRetry&&b._reactRetry())};'
        )), 0 === (completedSegments.instructions & 2) && (completedSegments.instructions |= 2, destination.push(
          '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e);var f=c.parentNode;if(f){var g=c.previousSibling,h=0;do{if(c&&8===c.nodeType){var d=c.data;if("/$"===d||"/&"===d)if(0===h)break;else h--;else"$"!==d&&"$?"!==d&&"$~"!==d&&"$!"!==d&&"&"!==d||h++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;e.firstChild;)f.insertBefore(e.firstChild,c);g.data="$";g._reactRetry&&requestAnimationFrame(g._reactRetry)}}a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data="$~",$RB.push(a,b),2===$RB.length&&("number"!==typeof $RT?requestAnimationFrame($RV.bind(null,$RB)):(a=performance.now(),setTimeout($RV.bind(null,$RB),2300>a&&2E3<a?2300-a:$RT+300-a)))):b.parentNode.removeChild(b)};'
        )), requiresViewTransitions && 0 === (completedSegments.instructions & 256) && (completedSegments.instructions |= 256, destination.push(
          `$RV=function(B,g){function h(a,c){var e=a.getAttribute(c);e&&(c=a.style,l.push(a,c.viewTransitionName,c.viewTransitionClass),"auto"!==e&&(c.viewTransitionClass=e),(a=a.getAttribute("vt-name"))||(a="_T_"+N++ +"_"),a=CSS.escape(a)!==a?"r-"+btoa(a).replace(/=/g,""):a,c.viewTransitionName=a,C=!0)}var C=!1,N=0,l=[];try{var f=document.__reactViewTransition;if(f){f.finished.finally($RV.bind(null,g));return}var m=new Map;for(f=1;f<g.length;f+=2)for(var k=g[f].querySelectorAll("[vt-share]"),d=0;d<k.length;d++){var b=k[d];m.set(b.getAttribute("vt-name"),b)}var u=[];for(k=0;k<g.length;k+=2){var D=g[k],x=D.parentNode;if(x){var v=x.getBoundingClientRect();if(v.left||v.top||v.width||v.height){b=D;for(f=0;b;){if(8===b.nodeType){var t=b.data;if("/$"===t)if(0===f)break;else f--;else"$"!==t&&"$?"!==t&&"$~"!==t&&"$!"!==t||f++}else if(1===b.nodeType){d=b;var E=d.getAttribute("vt-name"),y=m.get(E);h(d,y?"vt-share":"vt-exit");y&&(h(y,"vt-share"),m.set(E,null));for(var F=d.querySelectorAll("[vt-share]"),
z=0;z<F.length;z++){var G=F[z],H=G.getAttribute("vt-name"),I=m.get(H);I&&(h(G,"vt-share"),h(I,"vt-share"),m.set(H,null))}var J=d.querySelectorAll("[vt-parent-exit]");for(d=0;d<J.length;d++)h(J[d],"vt-parent-exit")}b=b.nextSibling}for(var K=g[k+1],n=K.firstElementChild;n;){null!==m.get(n.getAttribute("vt-name"))&&h(n,"vt-enter");var L=n.querySelectorAll("[vt-parent-enter]");for(b=0;b<L.length;b++)h(L[b],"vt-parent-enter");n=n.nextElementSibling}b=x;do for(var p=b.firstElementChild;p;){var M=p.getAttribute("vt-update");
M&&"none"!==M&&!l.includes(p)&&h(p,"vt-update");p=p.nextElementSibling}while((b=b.parentNode)&&1===b.nodeType&&"none"!==b.getAttribute("vt-update"));u.push.apply(u,K.querySelectorAll('img[src]:not([loading="lazy"])'))}}}if(C){var A=document.__reactViewTransition=document.startViewTransition({update:function(){B(g);for(var a=[document.documentElement.clientHeight,document.fonts.ready],c={},e=0;e<u.length;c={g:c.g},e++)if(c.g=u[e],!c.g.complete){var q=c.g.getBoundingClientRect();0<q.bottom&&0<q.right&&
q.top<window.innerHeight&&q.left<window.innerWidth&&(q=new Promise(function(w){return function(r){w.g.addEventListener("load",r);w.g.addEventListener("error",r)}}(c)),a.push(q))}return Promise.race([Promise.all(a),new Promise(function(w){var r=performance.now();setTimeout(w,2300>r&&2E3<r?2300-r:500)})])},types:[]});A.ready.finally(function(){for(var a=l.length-3;0<=a;a-=3){var c=l[a],e=c.style;e.viewTransitionName=l[a+1];e.viewTransitionClass=l[a+1];""===c.getAttribute("style")&&c.removeAttribute("style")}});
A.finished.finally(function(){document.__reactViewTransition===A&&(document.__reactViewTransition=null)});$RB=[];return}}catch(a){}B(g)}.bind(null,$RV);`
        )), 0 === (completedSegments.instructions & 8) ? (completedSegments.instructions |= 8, destination.push(
          '$RM=new Map;$RR=function(n,w,p){function u(q){this._p=null;q()}for(var r=new Map,t=document,h,b,e=t.querySelectorAll("link[data-precedence],style[data-precedence]"),v=[],k=0;b=e[k++];)"not all"===b.getAttribute("media")?v.push(b):("LINK"===b.tagName&&$RM.set(b.getAttribute("href"),b),r.set(b.dataset.precedence,h=b));e=0;b=[];var l,a;for(k=!0;;){if(k){var f=p[e++];if(!f){k=!1;e=0;continue}var c=!1,m=0;var d=f[m++];if(a=$RM.get(d)){var g=a._p;c=!0}else{a=t.createElement("link");a.href=d;a.rel=\n"stylesheet";for(a.dataset.precedence=l=f[m++];g=f[m++];)a.setAttribute(g,f[m++]);g=a._p=new Promise(function(q,x){a.onload=u.bind(a,q);a.onerror=u.bind(a,x)});$RM.set(d,a)}d=a.getAttribute("media");!g||d&&!matchMedia(d).matches||b.push(g);if(c)continue}else{a=v[e++];if(!a)break;l=a.getAttribute("data-precedence");a.removeAttribute("media")}c=r.get(l)||h;c===h&&(h=a);r.set(l,a);c?c.parentNode.insertBefore(a,c.nextSibling):(c=t.head,c.insertBefore(a,c.firstChild))}if(p=document.getElementById(n))p.previousSibling.data=\n"$~";Promise.all(b).then($RC.bind(null,n,w),$RX.bind(null,n,"CSS failed to load"))};$RR("'
        )) : destination.push('$RR("')) : (0 === (completedSegments.instructions & 2) && (completedSegments.instructions |= 2, destination.push(
          '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e);var f=c.parentNode;if(f){var g=c.previousSibling,h=0;do{if(c&&8===c.nodeType){var d=c.data;if("/$"===d||"/&"===d)if(0===h)break;else h--;else"$"!==d&&"$?"!==d&&"$~"!==d&&"$!"!==d&&"&"!==d||h++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;e.firstChild;)f.insertBefore(e.firstChild,c);g.data="$";g._reactRetry&&requestAnimationFrame(g._reactRetry)}}a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data="$~",$RB.push(a,b),2===$RB.length&&("number"!==typeof $RT?requestAnimationFrame($RV.bind(null,$RB)):(a=performance.now(),setTimeout($RV.bind(null,$RB),2300>a&&2E3<a?2300-a:$RT+300-a)))):b.parentNode.removeChild(b)};'
        )), requiresViewTransitions && 0 === (completedSegments.instructions & 256) && (completedSegments.instructions |= 256, destination.push(
          `$RV=function(B,g){function h(a,c){var e=a.getAttribute(c);e&&(c=a.style,l.push(a,c.viewTransitionName,c.viewTransitionClass),"auto"!==e&&(c.viewTransitionClass=e),(a=a.getAttribute("vt-name"))||(a="_T_"+N++ +"_"),a=CSS.escape(a)!==a?"r-"+btoa(a).replace(/=/g,""):a,c.viewTransitionName=a,C=!0)}var C=!1,N=0,l=[];try{var f=document.__reactViewTransition;if(f){f.finished.finally($RV.bind(null,g));return}var m=new Map;for(f=1;f<g.length;f+=2)for(var k=g[f].querySelectorAll("[vt-share]"),d=0;d<k.length;d++){var b=k[d];m.set(b.getAttribute("vt-name"),b)}var u=[];for(k=0;k<g.length;k+=2){var D=g[k],x=D.parentNode;if(x){var v=x.getBoundingClientRect();if(v.left||v.top||v.width||v.height){b=D;for(f=0;b;){if(8===b.nodeType){var t=b.data;if("/$"===t)if(0===f)break;else f--;else"$"!==t&&"$?"!==t&&"$~"!==t&&"$!"!==t||f++}else if(1===b.nodeType){d=b;var E=d.getAttribute("vt-name"),y=m.get(E);h(d,y?"vt-share":"vt-exit");y&&(h(y,"vt-share"),m.set(E,null));for(var F=d.querySelectorAll("[vt-share]"),
z=0;z<F.length;z++){var G=F[z],H=G.getAttribute("vt-name"),I=m.get(H);I&&(h(G,"vt-share"),h(I,"vt-share"),m.set(H,null))}var J=d.querySelectorAll("[vt-parent-exit]");for(d=0;d<J.length;d++)h(J[d],"vt-parent-exit")}b=b.nextSibling}for(var K=g[k+1],n=K.firstElementChild;n;){null!==m.get(n.getAttribute("vt-name"))&&h(n,"vt-enter");var L=n.querySelectorAll("[vt-parent-enter]");for(b=0;b<L.length;b++)h(L[b],"vt-parent-enter");n=n.nextElementSibling}b=x;do for(var p=b.firstElementChild;p;){var M=p.getAttribute("vt-update");
M&&"none"!==M&&!l.includes(p)&&h(p,"vt-update");p=p.nextElementSibling}while((b=b.parentNode)&&1===b.nodeType&&"none"!==b.getAttribute("vt-update"));u.push.apply(u,K.querySelectorAll('img[src]:not([loading="lazy"])'))}}}if(C){var A=document.__reactViewTransition=document.startViewTransition({update:function(){B(g);for(var a=[document.documentElement.clientHeight,document.fonts.ready],c={},e=0;e<u.length;c={g:c.g},e++)if(c.g=u[e],!c.g.complete){var q=c.g.getBoundingClientRect();0<q.bottom&&0<q.right&&
q.top<window.innerHeight&&q.left<window.innerWidth&&(q=new Promise(function(w){return function(r){w.g.addEventListener("load",r);w.g.addEventListener("error",r)}}(c)),a.push(q))}return Promise.race([Promise.all(a),new Promise(function(w){var r=performance.now();setTimeout(w,2300>r&&2E3<r?2300-r:500)})])},types:[]});A.ready.finally(function(){for(var a=l.length-3;0<=a;a-=3){var c=l[a],e=c.style;e.viewTransitionName=l[a+1];e.viewTransitionClass=l[a+1];""===c.getAttribute("style")&&c.removeAttribute("style")}});
A.finished.finally(function(){document.__reactViewTransition===A&&(document.__reactViewTransition=null)});$RB=[];return}}catch(a){}B(g)}.bind(null,$RV);`
        )), destination.push('$RC("'));
        completedSegments = i2.toString(16);
        destination.push(request.boundaryPrefix);
        destination.push(completedSegments);
        destination.push('","');
        destination.push(request.segmentPrefix);
        destination.push(completedSegments);
        requiresStyleInsertion ? (destination.push('",'), writeStyleResourceDependenciesInJS(destination, boundary)) : destination.push('"');
        boundary = destination.push(")<\/script>");
        return writeBootstrap(destination, request) && boundary;
      }
      function flushPartiallyCompletedSegment(request, destination, boundary, segment) {
        if (2 === segment.status) return true;
        var hoistableState = boundary.contentState, segmentID = segment.id;
        if (-1 === segmentID) {
          if (-1 === (segment.id = boundary.rootSegmentID))
            throw Error(formatProdErrorMessage(392));
          return flushSegmentContainer(request, destination, segment, hoistableState);
        }
        if (segmentID === boundary.rootSegmentID)
          return flushSegmentContainer(request, destination, segment, hoistableState);
        flushSegmentContainer(request, destination, segment, hoistableState);
        boundary = request.resumableState;
        request = request.renderState;
        destination.push(request.startInlineScript);
        destination.push(">");
        0 === (boundary.instructions & 1) ? (boundary.instructions |= 1, destination.push(
          '$RS=function(a,b){a=document.getElementById(a);b=document.getElementById(b);for(a.parentNode.removeChild(a);a.firstChild;)b.parentNode.insertBefore(a.firstChild,b);b.parentNode.removeChild(b)};$RS("'
        )) : destination.push('$RS("');
        destination.push(request.segmentPrefix);
        segmentID = segmentID.toString(16);
        destination.push(segmentID);
        destination.push('","');
        destination.push(request.placeholderPrefix);
        destination.push(segmentID);
        destination = destination.push('")<\/script>');
        return destination;
      }
      var flushingPartialBoundaries = false;
      function flushCompletedQueues(request, destination) {
        try {
          if (!(0 < request.pendingRootTasks)) {
            var i2, completedRootSegment = request.completedRootSegment;
            if (null !== completedRootSegment) {
              if (5 === completedRootSegment.status) return;
              var completedPreambleSegments = request.completedPreambleSegments;
              if (null === completedPreambleSegments) return;
              flushedByteSize = request.byteSize;
              var resumableState = request.resumableState, renderState = request.renderState, preamble = renderState.preamble, htmlChunks = preamble.htmlChunks, headChunks = preamble.headChunks, i$jscomp$0;
              if (htmlChunks) {
                for (i$jscomp$0 = 0; i$jscomp$0 < htmlChunks.length; i$jscomp$0++)
                  destination.push(htmlChunks[i$jscomp$0]);
                if (headChunks)
                  for (i$jscomp$0 = 0; i$jscomp$0 < headChunks.length; i$jscomp$0++)
                    destination.push(headChunks[i$jscomp$0]);
                else {
                  var chunk = startChunkForTag("head");
                  destination.push(chunk);
                  destination.push(">");
                }
              } else if (headChunks)
                for (i$jscomp$0 = 0; i$jscomp$0 < headChunks.length; i$jscomp$0++)
                  destination.push(headChunks[i$jscomp$0]);
              var charsetChunks = renderState.charsetChunks;
              for (i$jscomp$0 = 0; i$jscomp$0 < charsetChunks.length; i$jscomp$0++)
                destination.push(charsetChunks[i$jscomp$0]);
              charsetChunks.length = 0;
              renderState.preconnects.forEach(flushResource, destination);
              renderState.preconnects.clear();
              var viewportChunks = renderState.viewportChunks;
              for (i$jscomp$0 = 0; i$jscomp$0 < viewportChunks.length; i$jscomp$0++)
                destination.push(viewportChunks[i$jscomp$0]);
              viewportChunks.length = 0;
              renderState.fontPreloads.forEach(flushResource, destination);
              renderState.fontPreloads.clear();
              renderState.highImagePreloads.forEach(flushResource, destination);
              renderState.highImagePreloads.clear();
              currentlyFlushingRenderState = renderState;
              renderState.styles.forEach(flushStylesInPreamble, destination);
              currentlyFlushingRenderState = null;
              var importMapChunks = renderState.importMapChunks;
              for (i$jscomp$0 = 0; i$jscomp$0 < importMapChunks.length; i$jscomp$0++)
                destination.push(importMapChunks[i$jscomp$0]);
              importMapChunks.length = 0;
              renderState.bootstrapScripts.forEach(flushResource, destination);
              renderState.scripts.forEach(flushResource, destination);
              renderState.scripts.clear();
              renderState.bulkPreloads.forEach(flushResource, destination);
              renderState.bulkPreloads.clear();
              resumableState.instructions |= 32;
              var hoistableChunks = renderState.hoistableChunks;
              for (i$jscomp$0 = 0; i$jscomp$0 < hoistableChunks.length; i$jscomp$0++)
                destination.push(hoistableChunks[i$jscomp$0]);
              for (resumableState = hoistableChunks.length = 0; resumableState < completedPreambleSegments.length; resumableState++) {
                var segments = completedPreambleSegments[resumableState];
                for (renderState = 0; renderState < segments.length; renderState++)
                  flushSegment(request, destination, segments[renderState], null);
              }
              var preamble$jscomp$0 = request.renderState.preamble, headChunks$jscomp$0 = preamble$jscomp$0.headChunks;
              if (preamble$jscomp$0.htmlChunks || headChunks$jscomp$0) {
                var chunk$jscomp$0 = endChunkForTag("head");
                destination.push(chunk$jscomp$0);
              }
              var bodyChunks = preamble$jscomp$0.bodyChunks;
              if (bodyChunks)
                for (completedPreambleSegments = 0; completedPreambleSegments < bodyChunks.length; completedPreambleSegments++)
                  destination.push(bodyChunks[completedPreambleSegments]);
              flushSegment(request, destination, completedRootSegment, null);
              request.completedRootSegment = null;
              var renderState$jscomp$0 = request.renderState;
              if (0 !== request.allPendingTasks || 0 !== request.clientRenderedBoundaries.length || 0 !== request.completedBoundaries.length || null !== request.trackedPostpones && (0 !== request.trackedPostpones.rootNodes.length || null !== request.trackedPostpones.rootSlots)) {
                var resumableState$jscomp$0 = request.resumableState;
                if (0 === (resumableState$jscomp$0.instructions & 64)) {
                  resumableState$jscomp$0.instructions |= 64;
                  destination.push(renderState$jscomp$0.startInlineScript);
                  if (0 === (resumableState$jscomp$0.instructions & 32)) {
                    resumableState$jscomp$0.instructions |= 32;
                    var shellId = "_" + resumableState$jscomp$0.idPrefix + "R_";
                    destination.push(' id="');
                    var chunk$jscomp$1 = escapeTextForBrowser(shellId);
                    destination.push(chunk$jscomp$1);
                    destination.push('"');
                  }
                  destination.push(">");
                  destination.push(
                    "requestAnimationFrame(function(){$RT=performance.now()});"
                  );
                  destination.push("<\/script>");
                }
              }
              writeBootstrap(destination, renderState$jscomp$0);
            }
            var renderState$jscomp$1 = request.renderState;
            completedRootSegment = 0;
            var viewportChunks$jscomp$0 = renderState$jscomp$1.viewportChunks;
            for (completedRootSegment = 0; completedRootSegment < viewportChunks$jscomp$0.length; completedRootSegment++)
              destination.push(viewportChunks$jscomp$0[completedRootSegment]);
            viewportChunks$jscomp$0.length = 0;
            renderState$jscomp$1.preconnects.forEach(flushResource, destination);
            renderState$jscomp$1.preconnects.clear();
            renderState$jscomp$1.fontPreloads.forEach(flushResource, destination);
            renderState$jscomp$1.fontPreloads.clear();
            renderState$jscomp$1.highImagePreloads.forEach(
              flushResource,
              destination
            );
            renderState$jscomp$1.highImagePreloads.clear();
            renderState$jscomp$1.styles.forEach(preloadLateStyles, destination);
            renderState$jscomp$1.scripts.forEach(flushResource, destination);
            renderState$jscomp$1.scripts.clear();
            renderState$jscomp$1.bulkPreloads.forEach(flushResource, destination);
            renderState$jscomp$1.bulkPreloads.clear();
            var hoistableChunks$jscomp$0 = renderState$jscomp$1.hoistableChunks;
            for (completedRootSegment = 0; completedRootSegment < hoistableChunks$jscomp$0.length; completedRootSegment++)
              destination.push(hoistableChunks$jscomp$0[completedRootSegment]);
            hoistableChunks$jscomp$0.length = 0;
            var clientRenderedBoundaries = request.clientRenderedBoundaries;
            for (i2 = 0; i2 < clientRenderedBoundaries.length; i2++) {
              var boundary = clientRenderedBoundaries[i2];
              renderState$jscomp$1 = destination;
              var resumableState$jscomp$1 = request.resumableState, renderState$jscomp$2 = request.renderState, id = boundary.rootSegmentID, errorDigest = boundary.errorDigest;
              renderState$jscomp$1.push(renderState$jscomp$2.startInlineScript);
              renderState$jscomp$1.push(">");
              0 === (resumableState$jscomp$1.instructions & 4) ? (resumableState$jscomp$1.instructions |= 4, renderState$jscomp$1.push(
                '$RX=function(b,c,d,e,f){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data="$!",a=a.dataset,null!=c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),f&&(a.cstck=f),b._reactRetry&&b._reactRetry())};;$RX("'
              )) : renderState$jscomp$1.push('$RX("');
              renderState$jscomp$1.push(renderState$jscomp$2.boundaryPrefix);
              var chunk$jscomp$2 = id.toString(16);
              renderState$jscomp$1.push(chunk$jscomp$2);
              renderState$jscomp$1.push('"');
              if (null != errorDigest)
                if (renderState$jscomp$1.push(","), null == errorDigest)
                  renderState$jscomp$1.push("null");
                else {
                  var chunk$jscomp$3 = escapeJSStringsForInstructionScripts(errorDigest);
                  renderState$jscomp$1.push(chunk$jscomp$3);
                }
              var JSCompiler_inline_result = renderState$jscomp$1.push(")<\/script>");
              if (!JSCompiler_inline_result) {
                request.destination = null;
                i2++;
                clientRenderedBoundaries.splice(0, i2);
                return;
              }
            }
            clientRenderedBoundaries.splice(0, i2);
            var completedBoundaries = request.completedBoundaries;
            for (i2 = 0; i2 < completedBoundaries.length; i2++)
              if (!flushCompletedBoundary(request, destination, completedBoundaries[i2])) {
                request.destination = null;
                i2++;
                completedBoundaries.splice(0, i2);
                return;
              }
            completedBoundaries.splice(0, i2);
            flushingPartialBoundaries = true;
            var partialBoundaries = request.partialBoundaries;
            for (i2 = 0; i2 < partialBoundaries.length; i2++) {
              var boundary$70 = partialBoundaries[i2];
              a: {
                clientRenderedBoundaries = request;
                boundary = destination;
                flushedByteSize = boundary$70.byteSize;
                var completedSegments = boundary$70.completedSegments;
                for (JSCompiler_inline_result = 0; JSCompiler_inline_result < completedSegments.length; JSCompiler_inline_result++)
                  if (!flushPartiallyCompletedSegment(
                    clientRenderedBoundaries,
                    boundary,
                    boundary$70,
                    completedSegments[JSCompiler_inline_result]
                  )) {
                    JSCompiler_inline_result++;
                    completedSegments.splice(0, JSCompiler_inline_result);
                    var JSCompiler_inline_result$jscomp$0 = false;
                    break a;
                  }
                completedSegments.splice(0, JSCompiler_inline_result);
                var row = boundary$70.row;
                null !== row && row.together && 1 === boundary$70.pendingTasks && (1 === row.pendingTasks ? unblockSuspenseListRow(
                  clientRenderedBoundaries,
                  row,
                  row.hoistables
                ) : row.pendingTasks--);
                JSCompiler_inline_result$jscomp$0 = writeHoistablesForBoundary(
                  boundary,
                  boundary$70.contentState,
                  clientRenderedBoundaries.renderState
                );
              }
              if (!JSCompiler_inline_result$jscomp$0) {
                request.destination = null;
                i2++;
                partialBoundaries.splice(0, i2);
                return;
              }
            }
            partialBoundaries.splice(0, i2);
            flushingPartialBoundaries = false;
            var largeBoundaries = request.completedBoundaries;
            for (i2 = 0; i2 < largeBoundaries.length; i2++)
              if (!flushCompletedBoundary(request, destination, largeBoundaries[i2])) {
                request.destination = null;
                i2++;
                largeBoundaries.splice(0, i2);
                return;
              }
            largeBoundaries.splice(0, i2);
          }
        } finally {
          flushingPartialBoundaries = false, i2 = request.postponedState, null !== i2 && (i2.nextSegmentId = request.nextSegmentId), 0 === request.allPendingTasks && 0 === request.clientRenderedBoundaries.length && 0 === request.completedBoundaries.length && (request.flushScheduled = false, i2 = request.resumableState, i2.hasBody && (partialBoundaries = endChunkForTag("body"), destination.push(partialBoundaries)), i2.hasHtml && (i2 = endChunkForTag("html"), destination.push(i2)), endRenderLifetime(request), request.status = 13, destination.push(null), request.destination = null);
        }
      }
      function enqueueFlush(request) {
        if (false === request.flushScheduled && 0 === request.pingedTasks.length && null !== request.destination) {
          request.flushScheduled = true;
          var destination = request.destination;
          destination ? flushCompletedQueues(request, destination) : request.flushScheduled = false;
        }
      }
      function startFlowing(request, destination) {
        if (12 === request.status)
          request.status = 13, request = request.fatalError, isRecoverableError(request) && (request = cloneRecoverableErrorAsFatal(request)), destination.destroy(request);
        else if (13 !== request.status && null === request.destination) {
          request.destination = destination;
          try {
            flushCompletedQueues(request, destination);
          } catch (error$72) {
            logRecoverableError(request, error$72, {}), fatalError(request, error$72);
          }
        }
      }
      function finishAbort(request, abortableTasks) {
        try {
          if (0 < abortableTasks.size) {
            var error = request.fatalError;
            abortableTasks.forEach(function(task) {
              return finishAbortedTask(task, request, error);
            });
            abortableTasks.clear();
          }
          null !== request.destination && flushCompletedQueues(request, request.destination);
        } catch (error$73) {
          logRecoverableError(request, error$73, {}), fatalError(request, error$73);
        }
      }
      function endRenderLifetime(request) {
        request = request.renderLifetimeController;
        null !== request && request.abort("The render ended.");
      }
      function abort(request, reason) {
        if (!(request.aborted || 11 !== request.status && 10 !== request.status)) {
          endRenderLifetime(request);
          var isRecoverableReason = "object" === typeof reason && null !== reason && reason.$$typeof === REACT_RECOVERABLE_TYPE;
          request.aborted = true;
          reason = isRecoverableReason ? createRecoverableError(reason) : void 0 === reason ? Error(formatProdErrorMessage(432)) : "object" === typeof reason && null !== reason && "function" === typeof reason.then ? Error(formatProdErrorMessage(530)) : reason;
          request.fatalError = reason;
          reason = request.abortableTasks;
          reason.forEach(function(task) {
            return abortTask(task, request);
          });
          finishAbort(request, reason);
        }
      }
      function addToReplayParent(node2, parentKeyPath, trackedPostpones) {
        if (null === parentKeyPath) trackedPostpones.rootNodes.push(node2);
        else {
          var workingMap = trackedPostpones.workingMap, parentNode = workingMap.get(parentKeyPath);
          void 0 === parentNode && (parentNode = [parentKeyPath[1], parentKeyPath[2], [], null], workingMap.set(parentKeyPath, parentNode), addToReplayParent(parentNode, parentKeyPath[0], trackedPostpones));
          parentNode[2].push(node2);
        }
      }
      function onError() {
      }
      function renderToStringImpl(children, options2, generateStaticMarkup, abortReason) {
        var didFatal = false, fatalError2 = null, result = "", readyToStream = false;
        options2 = createResumableState(options2 ? options2.identifierPrefix : void 0);
        children = createRequest(
          children,
          options2,
          createRenderState(options2, generateStaticMarkup),
          createFormatContext(0, null, 0, null),
          Infinity,
          onError,
          void 0,
          void 0,
          function() {
            readyToStream = true;
          },
          void 0,
          void 0,
          void 0
        );
        children.flushScheduled = null !== children.destination;
        performWork(children);
        10 === children.status && (children.status = 11);
        null === children.trackedPostpones && safelyEmitEarlyPreloads(children, 0 === children.pendingRootTasks);
        abort(children, abortReason);
        startFlowing(children, {
          push: function(chunk) {
            null !== chunk && (result += chunk);
            return true;
          },
          destroy: function(error) {
            didFatal = true;
            fatalError2 = error;
          }
        });
        if (didFatal && fatalError2 !== abortReason) throw fatalError2;
        if (!readyToStream) throw Error(formatProdErrorMessage(426));
        return result;
      }
      exports.renderToStaticMarkup = function(children, options2) {
        return renderToStringImpl(
          children,
          options2,
          true,
          'The server used "renderToStaticMarkup" which does not support Suspense. If you intended to have the server wait for the suspended component please switch to "renderToReadableStream" which supports Suspense on the server'
        );
      };
      exports.renderToString = function(children, options2) {
        return renderToStringImpl(
          children,
          options2,
          false,
          'The server used "renderToString" which does not support Suspense. If you intended for this Suspense boundary to render the fallback content on the server consider throwing an Error somewhere within the Suspense boundary. If you intended to have the server wait for the suspended component please switch to "renderToReadableStream" which supports Suspense on the server'
        );
      };
      exports.version = "19.3.1";
    }
  });

  // empty:stream
  var require_stream = __commonJS({
    "empty:stream"(exports, module) {
      module.exports = {};
    }
  });

  // node_modules/react/cjs/react-jsx-runtime.production.js
  var require_react_jsx_runtime_production = __commonJS({
    "node_modules/react/cjs/react-jsx-runtime.production.js"(exports) {
      "use strict";
      var REACT_ELEMENT_TYPE = /* @__PURE__ */ Symbol.for("react.transitional.element");
      var REACT_FRAGMENT_TYPE = /* @__PURE__ */ Symbol.for("react.fragment");
      function jsxProd(type, config, maybeKey) {
        var key = null;
        void 0 !== maybeKey && (key = "" + maybeKey);
        void 0 !== config.key && (key = "" + config.key);
        if ("key" in config) {
          maybeKey = {};
          for (var propName in config)
            "key" !== propName && (maybeKey[propName] = config[propName]);
        } else maybeKey = config;
        config = maybeKey.ref;
        return {
          $$typeof: REACT_ELEMENT_TYPE,
          type,
          key,
          ref: void 0 !== config ? config : null,
          props: maybeKey
        };
      }
      exports.Fragment = REACT_FRAGMENT_TYPE;
      exports.jsx = jsxProd;
      exports.jsxs = jsxProd;
    }
  });

  // node_modules/react/jsx-runtime.js
  var require_jsx_runtime = __commonJS({
    "node_modules/react/jsx-runtime.js"(exports, module) {
      "use strict";
      if (true) {
        module.exports = require_react_jsx_runtime_production();
      } else {
        module.exports = null;
      }
    }
  });

  // src/entry-server.tsx
  var import_server = __toESM(require_react_dom_server_legacy_browser_production(), 1);

  // node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
  var React = __toESM(require_react(), 1);
  var React2 = __toESM(require_react(), 1);
  var React3 = __toESM(require_react(), 1);
  var React4 = __toESM(require_react(), 1);
  var React9 = __toESM(require_react(), 1);
  var React8 = __toESM(require_react(), 1);
  var React7 = __toESM(require_react(), 1);
  var React6 = __toESM(require_react(), 1);
  var React5 = __toESM(require_react(), 1);
  var React10 = __toESM(require_react(), 1);
  var React11 = __toESM(require_react(), 1);
  var import_meta = {};
  var ABSOLUTE_URL_REGEX = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;
  var PROTOCOL_RELATIVE_URL_REGEX = /^[\\/]{2}/;
  function normalizeProtocolRelativeUrl(url, protocol) {
    return protocol + url.replace(/\\/g, "/");
  }
  function invariant(value, message) {
    if (value === false || value === null || typeof value === "undefined") {
      throw new Error(message);
    }
  }
  function warning(cond, message) {
    if (!cond) {
      if (typeof console !== "undefined") console.warn(message);
      try {
        throw new Error(message);
      } catch (e) {
      }
    }
  }
  function createPath({
    pathname = "/",
    search = "",
    hash: hash2 = ""
  }) {
    if (search && search !== "?")
      pathname += search.charAt(0) === "?" ? search : "?" + search;
    if (hash2 && hash2 !== "#")
      pathname += hash2.charAt(0) === "#" ? hash2 : "#" + hash2;
    return pathname;
  }
  function parsePath(path) {
    let parsedPath = {};
    if (path) {
      let hashIndex = path.indexOf("#");
      if (hashIndex >= 0) {
        parsedPath.hash = path.substring(hashIndex);
        path = path.substring(0, hashIndex);
      }
      let searchIndex = path.indexOf("?");
      if (searchIndex >= 0) {
        parsedPath.search = path.substring(searchIndex);
        path = path.substring(0, searchIndex);
      }
      if (path) {
        parsedPath.pathname = path;
      }
    }
    return parsedPath;
  }
  var _map;
  _map = /* @__PURE__ */ new WeakMap();
  function matchRoutes(routes, locationArg, basename = "/") {
    return matchRoutesImpl(routes, locationArg, basename, false);
  }
  function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
    let location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
    let pathname = stripBasename(location.pathname || "/", basename);
    if (pathname == null) {
      return null;
    }
    let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
    let matches = null;
    let decoded = decodePath(pathname);
    for (let i2 = 0; matches == null && i2 < branches.length; ++i2) {
      matches = matchRouteBranch(
        branches[i2],
        decoded,
        allowPartial
      );
    }
    return matches;
  }
  function convertRouteMatchToUiMatch(match2, loaderData) {
    let { route, pathname, params } = match2;
    return {
      id: route.id,
      pathname,
      params,
      data: loaderData[route.id],
      loaderData: loaderData[route.id],
      handle: route.handle
    };
  }
  function flattenAndRankRoutes(routes) {
    let branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    return branches;
  }
  function flattenRoutes(routes, branches = [], parentsMeta = [], parentPath = "", _hasParentOptionalSegments = false) {
    let flattenRoute = (route, index, hasParentOptionalSegments = _hasParentOptionalSegments, relativePath) => {
      let meta = {
        relativePath: relativePath === void 0 ? route.path || "" : relativePath,
        caseSensitive: route.caseSensitive === true,
        childrenIndex: index,
        route
      };
      if (meta.relativePath.startsWith("/")) {
        if (!meta.relativePath.startsWith(parentPath) && hasParentOptionalSegments) {
          return;
        }
        invariant(
          meta.relativePath.startsWith(parentPath),
          `Absolute route path "${meta.relativePath}" nested under path "${parentPath}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`
        );
        meta.relativePath = meta.relativePath.slice(parentPath.length);
      }
      let path = joinPaths([parentPath, meta.relativePath]);
      let routesMeta = parentsMeta.concat(meta);
      if (route.children && route.children.length > 0) {
        invariant(
          // Our types know better, but runtime JS may not!
          // @ts-expect-error
          route.index !== true,
          `Index routes must not have child routes. Please remove all child routes from route path "${path}".`
        );
        flattenRoutes(
          route.children,
          branches,
          routesMeta,
          path,
          hasParentOptionalSegments
        );
      }
      if (route.path == null && !route.index) {
        return;
      }
      branches.push({
        path,
        score: computeScore(path, route.index),
        routesMeta: routesMeta.map((meta2, i2) => {
          let [matcher, params] = compilePath(
            meta2.relativePath,
            meta2.caseSensitive,
            i2 === routesMeta.length - 1
          );
          return {
            ...meta2,
            matcher,
            compiledParams: params
          };
        })
      });
    };
    routes.forEach((route, index) => {
      if (route.path === "" || !route.path?.includes("?")) {
        flattenRoute(route, index);
      } else {
        for (let exploded of explodeOptionalSegments(route.path)) {
          flattenRoute(route, index, true, exploded);
        }
      }
    });
    return branches;
  }
  function explodeOptionalSegments(path) {
    let segments = path.split("/");
    if (segments.length === 0) return [];
    let [first, ...rest] = segments;
    let isOptional = first.endsWith("?");
    let required = first.replace(/\?$/, "");
    if (rest.length === 0) {
      return isOptional ? [required, ""] : [required];
    }
    let restExploded = explodeOptionalSegments(rest.join("/"));
    let result = [];
    result.push(
      ...restExploded.map(
        (subpath) => subpath === "" ? required : [required, subpath].join("/")
      )
    );
    if (isOptional) {
      result.push(...restExploded);
    }
    return result.map(
      (exploded) => path.startsWith("/") && exploded === "" ? "/" : exploded
    );
  }
  function rankRouteBranches(branches) {
    branches.sort(
      (a2, b2) => a2.score !== b2.score ? b2.score - a2.score : compareIndexes(
        a2.routesMeta.map((meta) => meta.childrenIndex),
        b2.routesMeta.map((meta) => meta.childrenIndex)
      )
    );
  }
  var paramRe = /^:[\w-]+$/;
  var dynamicSegmentValue = 3;
  var indexRouteValue = 2;
  var emptySegmentValue = 1;
  var staticSegmentValue = 10;
  var splatPenalty = -2;
  var isSplat = (s) => s === "*";
  function computeScore(path, index) {
    let segments = path.split("/");
    let initialScore = segments.length;
    if (segments.some(isSplat)) {
      initialScore += splatPenalty;
    }
    if (index) {
      initialScore += indexRouteValue;
    }
    return segments.filter((s) => !isSplat(s)).reduce(
      (score, segment) => score + (paramRe.test(segment) ? dynamicSegmentValue : segment === "" ? emptySegmentValue : staticSegmentValue),
      initialScore
    );
  }
  function compareIndexes(a2, b2) {
    let siblings = a2.length === b2.length && a2.slice(0, -1).every((n2, i2) => n2 === b2[i2]);
    return siblings ? (
      // If two routes are siblings, we should try to match the earlier sibling
      // first. This allows people to have fine-grained control over the matching
      // behavior by simply putting routes with identical paths in the order they
      // want them tried.
      a2[a2.length - 1] - b2[b2.length - 1]
    ) : (
      // Otherwise, it doesn't really make sense to rank non-siblings by index,
      // so they sort equally.
      0
    );
  }
  function matchRouteBranch(branch, pathname, allowPartial = false) {
    let { routesMeta } = branch;
    let matchedParams = {};
    let matchedPathname = "/";
    let matches = [];
    for (let i2 = 0; i2 < routesMeta.length; ++i2) {
      let meta = routesMeta[i2];
      let end = i2 === routesMeta.length - 1;
      let remainingPathname = matchedPathname === "/" ? pathname : pathname.slice(matchedPathname.length) || "/";
      let pattern = {
        path: meta.relativePath,
        caseSensitive: meta.caseSensitive,
        end
      };
      let match2 = (
        // Use precomputed matcher if it exists
        meta.matcher && meta.compiledParams ? matchPathImpl(
          pattern,
          remainingPathname,
          meta.matcher,
          meta.compiledParams
        ) : matchPath(pattern, remainingPathname)
      );
      let route = meta.route;
      if (!match2 && end && allowPartial && !routesMeta[routesMeta.length - 1].route.index) {
        match2 = matchPath(
          {
            path: meta.relativePath,
            caseSensitive: meta.caseSensitive,
            end: false
          },
          remainingPathname
        );
      }
      if (!match2) {
        return null;
      }
      Object.assign(matchedParams, match2.params);
      matches.push({
        // TODO: Can this as be avoided?
        params: matchedParams,
        pathname: joinPaths([matchedPathname, match2.pathname]),
        pathnameBase: normalizePathname(
          joinPaths([matchedPathname, match2.pathnameBase])
        ),
        route
      });
      if (match2.pathnameBase !== "/") {
        matchedPathname = joinPaths([matchedPathname, match2.pathnameBase]);
      }
    }
    return matches;
  }
  function matchPath(pattern, pathname) {
    if (typeof pattern === "string") {
      pattern = { path: pattern, caseSensitive: false, end: true };
    }
    let [matcher, compiledParams] = compilePath(
      pattern.path,
      pattern.caseSensitive,
      pattern.end
    );
    return matchPathImpl(pattern, pathname, matcher, compiledParams);
  }
  function matchPathImpl(pattern, pathname, matcher, compiledParams) {
    let match2 = pathname.match(matcher);
    if (!match2) return null;
    let matchedPathname = match2[0];
    let pathnameBase = removeTrailingSlash(matchedPathname, 1);
    let captureGroups = match2.slice(1);
    let params = compiledParams.reduce(
      (memo2, { paramName, isOptional }, index) => {
        if (paramName === "*") {
          let splatValue = captureGroups[index] || "";
          pathnameBase = removeTrailingSlash(
            matchedPathname.slice(0, matchedPathname.length - splatValue.length),
            1
          );
        }
        const value = captureGroups[index];
        if (isOptional && !value) {
          memo2[paramName] = void 0;
        } else {
          memo2[paramName] = (value || "").replace(/%2F/g, "/");
        }
        return memo2;
      },
      {}
    );
    return {
      params,
      pathname: matchedPathname,
      pathnameBase,
      pattern
    };
  }
  function compilePath(path, caseSensitive = false, end = true) {
    warning(
      path === "*" || !path.endsWith("*") || path.endsWith("/*"),
      `Route path "${path}" will be treated as if it were "${path.replace(/\*$/, "/*")}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${path.replace(/\*$/, "/*")}".`
    );
    let params = [];
    let regexpSource = "^" + path.replace(/\/*\*?$/, "").replace(/^\/*/, "/").replace(/[\\.*+^${}|()[\]]/g, "\\$&").replace(
      /\/:([\w-]+)(\?)?/g,
      (match2, paramName, isOptional, index, str) => {
        params.push({ paramName, isOptional: isOptional != null });
        if (isOptional) {
          let nextChar = str.charAt(index + match2.length);
          if (nextChar && nextChar !== "/") {
            return "/([^\\/]*)";
          }
          return "(?:/([^\\/]*))?";
        }
        return "/([^\\/]+)";
      }
    ).replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2");
    if (path.endsWith("*")) {
      params.push({ paramName: "*" });
      regexpSource += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
    } else if (end) {
      regexpSource += "\\/*$";
    } else if (path !== "" && path !== "/") {
      regexpSource += "(?:(?=\\/|$))";
    } else {
    }
    let matcher = new RegExp(regexpSource, caseSensitive ? void 0 : "i");
    return [matcher, params];
  }
  function decodePath(value) {
    try {
      return value.split("/").map((v2) => decodeURIComponent(v2).replace(/\//g, "%2F")).join("/");
    } catch (error) {
      warning(
        false,
        `The URL path "${value}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${error}).`
      );
      return value;
    }
  }
  function stripBasename(pathname, basename) {
    if (basename === "/") return pathname;
    if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) {
      return null;
    }
    let startIndex = basename.endsWith("/") ? basename.length - 1 : basename.length;
    let nextChar = pathname.charAt(startIndex);
    if (nextChar && nextChar !== "/") {
      return null;
    }
    return pathname.slice(startIndex) || "/";
  }
  function resolvePath(to, fromPathname = "/") {
    let {
      pathname: toPathname,
      search = "",
      hash: hash2 = ""
    } = typeof to === "string" ? parsePath(to) : to;
    let pathname;
    if (toPathname) {
      toPathname = removeDoubleSlashes(toPathname);
      if (toPathname.startsWith("/") || toPathname.startsWith("\\")) {
        pathname = resolvePathname(toPathname.substring(1), "/");
      } else {
        pathname = resolvePathname(toPathname, fromPathname);
      }
    } else {
      pathname = fromPathname;
    }
    return {
      pathname,
      search: normalizeSearch(search),
      hash: normalizeHash(hash2)
    };
  }
  function resolvePathname(relativePath, fromPathname) {
    let segments = removeTrailingSlash(fromPathname).split("/");
    let relativeSegments = relativePath.split("/");
    relativeSegments.forEach((segment) => {
      if (segment === "..") {
        if (segments.length > 1) segments.pop();
      } else if (segment !== ".") {
        segments.push(segment);
      }
    });
    return segments.length > 1 ? segments.join("/") : "/";
  }
  function getInvalidPathError(char2, field, dest, path) {
    return `Cannot include a '${char2}' character in a manually specified \`to.${field}\` field [${JSON.stringify(
      path
    )}].  Please separate it out to the \`to.${dest}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`;
  }
  function getPathContributingMatches(matches) {
    return matches.filter(
      (match2, index) => index === 0 || match2.route.path && match2.route.path.length > 0
    );
  }
  function getResolveToMatches(matches) {
    let pathMatches = getPathContributingMatches(matches);
    return pathMatches.map(
      (match2, idx) => idx === pathMatches.length - 1 ? match2.pathname : match2.pathnameBase
    );
  }
  function resolveTo(toArg, routePathnames, locationPathname, isPathRelative = false) {
    let to;
    if (typeof toArg === "string") {
      to = parsePath(toArg);
    } else {
      to = { ...toArg };
      invariant(
        !to.pathname || !to.pathname.includes("?"),
        getInvalidPathError("?", "pathname", "search", to)
      );
      invariant(
        !to.pathname || !to.pathname.includes("#"),
        getInvalidPathError("#", "pathname", "hash", to)
      );
      invariant(
        !to.search || !to.search.includes("#"),
        getInvalidPathError("#", "search", "hash", to)
      );
    }
    let isEmptyPath = toArg === "" || to.pathname === "";
    let toPathname = isEmptyPath ? "/" : to.pathname;
    let from2;
    if (toPathname == null) {
      from2 = locationPathname;
    } else {
      let routePathnameIndex = routePathnames.length - 1;
      if (!isPathRelative && toPathname.startsWith("..")) {
        let toSegments = toPathname.split("/");
        while (toSegments[0] === "..") {
          toSegments.shift();
          routePathnameIndex -= 1;
        }
        to.pathname = toSegments.join("/");
      }
      from2 = routePathnameIndex >= 0 ? routePathnames[routePathnameIndex] : "/";
    }
    let path = resolvePath(to, from2);
    let hasExplicitTrailingSlash = toPathname && toPathname !== "/" && toPathname.endsWith("/");
    let hasCurrentTrailingSlash = (isEmptyPath || toPathname === ".") && locationPathname.endsWith("/");
    if (!path.pathname.endsWith("/") && (hasExplicitTrailingSlash || hasCurrentTrailingSlash)) {
      path.pathname += "/";
    }
    return path;
  }
  var removeDoubleSlashes = (path) => path.replace(/[\\/]{2,}/g, "/");
  var joinPaths = (paths) => removeDoubleSlashes(paths.join("/"));
  function removeTrailingSlash(path, minLength = 0) {
    let end = path.length;
    while (end > minLength && path.charCodeAt(end - 1) === 47) {
      end--;
    }
    return end === path.length ? path : path.slice(0, end);
  }
  var normalizePathname = (pathname) => removeTrailingSlash(pathname).replace(/^\/*/, "/");
  var normalizeSearch = (search) => !search || search === "?" ? "" : search.startsWith("?") ? search : "?" + search;
  var normalizeHash = (hash2) => !hash2 || hash2 === "#" ? "" : hash2.startsWith("#") ? hash2 : "#" + hash2;
  var ErrorResponseImpl = class {
    constructor(status, statusText, data2, internal = false) {
      this.status = status;
      this.statusText = statusText || "";
      this.internal = internal;
      if (data2 instanceof Error) {
        this.data = data2.toString();
        this.error = data2;
      } else {
        this.data = data2;
      }
    }
  };
  function isRouteErrorResponse(error) {
    return error != null && typeof error.status === "number" && typeof error.statusText === "string" && typeof error.internal === "boolean" && "data" in error;
  }
  function getRoutePattern(matches) {
    let parts = matches.map((m2) => m2.route.path).filter(Boolean);
    return joinPaths(parts) || "/";
  }
  var isBrowser = typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined";
  function parseToInfo(_to, basename) {
    let to = _to;
    if (typeof to !== "string" || !ABSOLUTE_URL_REGEX.test(to)) {
      return {
        absoluteURL: void 0,
        isExternal: false,
        to
      };
    }
    let absoluteURL = to;
    let isExternal = false;
    if (isBrowser) {
      try {
        let currentUrl = new URL(window.location.href);
        let targetUrl = PROTOCOL_RELATIVE_URL_REGEX.test(to) ? new URL(normalizeProtocolRelativeUrl(to, currentUrl.protocol)) : new URL(to);
        let path = stripBasename(targetUrl.pathname, basename);
        if (targetUrl.origin === currentUrl.origin && path != null) {
          to = path + targetUrl.search + targetUrl.hash;
        } else {
          isExternal = true;
        }
      } catch (e) {
        warning(
          false,
          `<Link to="${to}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`
        );
      }
    }
    return {
      absoluteURL,
      isExternal,
      to
    };
  }
  var objectProtoNames = Object.getOwnPropertyNames(Object.prototype).sort().join("\0");
  var DEFAULT_NAVIGATION_URL = new URL("http://localhost");
  function getNavigatorCurrentUrl(navigator2) {
    if (navigator2.createURL) {
      return navigator2.createURL("/");
    }
    try {
      return new URL(navigator2.createHref("/"), DEFAULT_NAVIGATION_URL);
    } catch {
      return DEFAULT_NAVIGATION_URL;
    }
  }
  function isSameOrigin(a2, b2) {
    return a2.origin === b2.origin && (a2.origin !== "null" || a2.protocol === b2.protocol && a2.host === b2.host);
  }
  function isExplicitUrl(destination, target) {
    if (destination.startsWith("//")) {
      return true;
    }
    let protocol = target.protocol.toLowerCase();
    if (!destination.toLowerCase().startsWith(protocol)) {
      return false;
    }
    return target.host === "" || destination.slice(protocol.length).startsWith("//");
  }
  function validateNavigationTarget(original, resolved, currentUrl, externalPolicy) {
    let originalUrl = null;
    try {
      originalUrl = original == null ? null : new URL(original, currentUrl);
    } catch {
    }
    let resolvedUrl = new URL(resolved, currentUrl);
    let originalIsExternal = originalUrl != null && !isSameOrigin(originalUrl, currentUrl);
    let resolvedIsExternal = !isSameOrigin(resolvedUrl, currentUrl);
    if (externalPolicy === "reject") {
      if (originalIsExternal || resolvedIsExternal) {
        throw new Error("External navigation is not allowed");
      }
    } else if (resolvedIsExternal) {
      if (originalUrl == null || !isExplicitUrl(original, originalUrl) || !isSameOrigin(originalUrl, resolvedUrl)) {
        throw new Error("External navigation is not allowed");
      }
    }
  }
  var validMutationMethodsArr = [
    "POST",
    "PUT",
    "PATCH",
    "DELETE"
  ];
  var validMutationMethods = new Set(
    validMutationMethodsArr
  );
  var validRequestMethodsArr = [
    "GET",
    ...validMutationMethodsArr
  ];
  var validRequestMethods = new Set(validRequestMethodsArr);
  var _routes;
  var _branches;
  var _hmrRoutes;
  var _hmrBranches;
  _routes = /* @__PURE__ */ new WeakMap();
  _branches = /* @__PURE__ */ new WeakMap();
  _hmrRoutes = /* @__PURE__ */ new WeakMap();
  _hmrBranches = /* @__PURE__ */ new WeakMap();
  var invalidProtocols = [
    "about:",
    "blob:",
    "chrome:",
    "chrome-untrusted:",
    "content:",
    "data:",
    "devtools:",
    "file:",
    "filesystem:",
    // eslint-disable-next-line no-script-url
    "javascript:"
  ];
  function hasInvalidProtocol(location) {
    try {
      return invalidProtocols.includes(new URL(location).protocol);
    } catch {
      return false;
    }
  }
  var DataRouterContext = React.createContext(null);
  DataRouterContext.displayName = "DataRouter";
  var DataRouterStateContext = React.createContext(null);
  DataRouterStateContext.displayName = "DataRouterState";
  var RSCRouterContext = React.createContext(false);
  function useIsRSCRouterContext() {
    return React.useContext(RSCRouterContext);
  }
  var ViewTransitionContext = React.createContext({
    isTransitioning: false
  });
  ViewTransitionContext.displayName = "ViewTransition";
  var FetchersContext = React.createContext(
    /* @__PURE__ */ new Map()
  );
  FetchersContext.displayName = "Fetchers";
  var AwaitContext = React.createContext(null);
  AwaitContext.displayName = "Await";
  var NavigationContext = React.createContext(
    null
  );
  NavigationContext.displayName = "Navigation";
  var LocationContext = React.createContext(
    null
  );
  LocationContext.displayName = "Location";
  var RouteContext = React.createContext({
    outlet: null,
    matches: [],
    isDataRoute: false
  });
  RouteContext.displayName = "Route";
  var RouteErrorContext = React.createContext(null);
  RouteErrorContext.displayName = "RouteError";
  var ENABLE_DEV_WARNINGS = true;
  var ERROR_DIGEST_BASE = "REACT_ROUTER_ERROR";
  var ERROR_DIGEST_REDIRECT = "REDIRECT";
  var ERROR_DIGEST_ROUTE_ERROR_RESPONSE = "ROUTE_ERROR_RESPONSE";
  function decodeRedirectErrorDigest(digest) {
    if (digest.startsWith(`${ERROR_DIGEST_BASE}:${ERROR_DIGEST_REDIRECT}:{`)) {
      try {
        let parsed = JSON.parse(digest.slice(28));
        if (typeof parsed === "object" && parsed && typeof parsed.status === "number" && typeof parsed.statusText === "string" && typeof parsed.location === "string" && typeof parsed.reloadDocument === "boolean" && typeof parsed.replace === "boolean") {
          return parsed;
        }
      } catch {
      }
    }
  }
  function decodeRouteErrorResponseDigest(digest) {
    if (digest.startsWith(
      `${ERROR_DIGEST_BASE}:${ERROR_DIGEST_ROUTE_ERROR_RESPONSE}:{`
    )) {
      try {
        let parsed = JSON.parse(digest.slice(40));
        if (typeof parsed === "object" && parsed && typeof parsed.status === "number" && typeof parsed.statusText === "string") {
          return new ErrorResponseImpl(
            parsed.status,
            parsed.statusText,
            parsed.data
          );
        }
      } catch {
      }
    }
  }
  function useHref(to, { relative } = {}) {
    invariant(
      useInRouterContext(),
      // TODO: This error is probably because they somehow have 2 versions of the
      // router loaded. We can help them understand how to avoid that.
      `useHref() may be used only in the context of a <Router> component.`
    );
    let { basename, navigator: navigator2 } = React2.useContext(NavigationContext);
    let { hash: hash2, pathname, search } = useResolvedPath(to, { relative });
    let joinedPathname = pathname;
    if (basename !== "/") {
      joinedPathname = pathname === "/" ? basename : joinPaths([basename, pathname]);
    }
    return navigator2.createHref({ pathname: joinedPathname, search, hash: hash2 });
  }
  function useInRouterContext() {
    return React2.useContext(LocationContext) != null;
  }
  function useLocation() {
    invariant(
      useInRouterContext(),
      // TODO: This error is probably because they somehow have 2 versions of the
      // router loaded. We can help them understand how to avoid that.
      `useLocation() may be used only in the context of a <Router> component.`
    );
    return React2.useContext(LocationContext).location;
  }
  function useNavigationType() {
    return React2.useContext(LocationContext).navigationType;
  }
  var navigateEffectWarning = `You should call navigate() in a React.useEffect(), not when your component is first rendered.`;
  function useIsomorphicLayoutEffect(cb) {
    let isStatic = React2.useContext(NavigationContext).static;
    if (!isStatic) {
      React2.useLayoutEffect(cb);
    }
  }
  function useNavigate() {
    let { isDataRoute } = React2.useContext(RouteContext);
    return isDataRoute ? useNavigateStable() : useNavigateUnstable();
  }
  function useNavigateUnstable() {
    invariant(
      useInRouterContext(),
      // TODO: This error is probably because they somehow have 2 versions of the
      // router loaded. We can help them understand how to avoid that.
      `useNavigate() may be used only in the context of a <Router> component.`
    );
    let dataRouterContext = React2.useContext(DataRouterContext);
    let { basename, navigator: navigator2 } = React2.useContext(NavigationContext);
    let { matches } = React2.useContext(RouteContext);
    let { pathname: locationPathname } = useLocation();
    let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
    let activeRef = React2.useRef(false);
    useIsomorphicLayoutEffect(() => {
      activeRef.current = true;
    });
    let navigate = React2.useCallback(
      (to, options2 = {}) => {
        warning(activeRef.current, navigateEffectWarning);
        if (!activeRef.current) return;
        if (typeof to === "number") {
          navigator2.go(to);
          return;
        }
        let path = resolveTo(
          to,
          JSON.parse(routePathnamesJson),
          locationPathname,
          options2.relative === "path"
        );
        if (dataRouterContext == null && basename !== "/") {
          path.pathname = path.pathname === "/" ? basename : joinPaths([basename, path.pathname]);
        }
        validateNavigationTarget(
          typeof to === "string" ? to : createPath(to),
          navigator2.createHref(path),
          getNavigatorCurrentUrl(navigator2),
          "reject"
        );
        (!!options2.replace ? navigator2.replace : navigator2.push)(
          path,
          options2.state,
          options2
        );
      },
      [
        basename,
        navigator2,
        routePathnamesJson,
        locationPathname,
        dataRouterContext
      ]
    );
    return navigate;
  }
  var OutletContext = React2.createContext(null);
  function useResolvedPath(to, { relative } = {}) {
    let { matches } = React2.useContext(RouteContext);
    let { pathname: locationPathname } = useLocation();
    let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
    return React2.useMemo(
      () => resolveTo(
        to,
        JSON.parse(routePathnamesJson),
        locationPathname,
        relative === "path"
      ),
      [to, routePathnamesJson, locationPathname, relative]
    );
  }
  function useRoutesImpl(routes, locationArg, dataRouterOpts) {
    invariant(
      useInRouterContext(),
      // TODO: This error is probably because they somehow have 2 versions of the
      // router loaded. We can help them understand how to avoid that.
      `useRoutes() may be used only in the context of a <Router> component.`
    );
    let { navigator: navigator2 } = React2.useContext(NavigationContext);
    let { matches: parentMatches } = React2.useContext(RouteContext);
    let routeMatch = parentMatches[parentMatches.length - 1];
    let parentParams = routeMatch ? routeMatch.params : {};
    let parentPathname = routeMatch ? routeMatch.pathname : "/";
    let parentPathnameBase = routeMatch ? routeMatch.pathnameBase : "/";
    let parentRoute = routeMatch && routeMatch.route;
    if (ENABLE_DEV_WARNINGS) {
      let parentPath = parentRoute && parentRoute.path || "";
      warningOnce(
        parentPathname,
        !parentRoute || parentPath.endsWith("*") || parentPath.endsWith("*?"),
        `You rendered descendant <Routes> (or called \`useRoutes()\`) at "${parentPathname}" (under <Route path="${parentPath}">) but the parent route path has no trailing "*". This means if you navigate deeper, the parent won't match anymore and therefore the child routes will never render.

Please change the parent <Route path="${parentPath}"> to <Route path="${parentPath === "/" ? "*" : `${parentPath}/*`}">.`
      );
    }
    let locationFromContext = useLocation();
    let location;
    if (locationArg) {
      let parsedLocationArg = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
      invariant(
        parentPathnameBase === "/" || parsedLocationArg.pathname?.startsWith(parentPathnameBase),
        `When overriding the location using \`<Routes location>\` or \`useRoutes(routes, location)\`, the location pathname must begin with the portion of the URL pathname that was matched by all parent routes. The current pathname base is "${parentPathnameBase}" but pathname "${parsedLocationArg.pathname}" was given in the \`location\` prop.`
      );
      location = parsedLocationArg;
    } else {
      location = locationFromContext;
    }
    let pathname = location.pathname || "/";
    let remainingPathname = pathname;
    if (parentPathnameBase !== "/") {
      let parentSegments = parentPathnameBase.replace(/^\//, "").split("/");
      let segments = pathname.replace(/^\//, "").split("/");
      remainingPathname = "/" + segments.slice(parentSegments.length).join("/");
    }
    let matches = dataRouterOpts && dataRouterOpts.state.matches.length ? (
      // If we're in a data router, use the matches we've already identified but ensure
      // we have the latest route instances from the manifest in case elements have changed
      dataRouterOpts.state.matches.map(
        (m2) => Object.assign(m2, {
          route: dataRouterOpts.manifest[m2.route.id] || m2.route
        })
      )
    ) : matchRoutes(routes, { pathname: remainingPathname });
    if (ENABLE_DEV_WARNINGS) {
      warning(
        parentRoute || matches != null,
        `No routes matched location "${location.pathname}${location.search}${location.hash}" `
      );
      warning(
        matches == null || matches[matches.length - 1].route.element !== void 0 || matches[matches.length - 1].route.Component !== void 0 || matches[matches.length - 1].route.lazy !== void 0,
        `Matched leaf route at location "${location.pathname}${location.search}${location.hash}" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`
      );
    }
    let renderedMatches = _renderMatches(
      matches && matches.map(
        (match2) => Object.assign({}, match2, {
          params: Object.assign({}, parentParams, match2.params),
          pathname: joinPaths([
            parentPathnameBase,
            // Re-encode pathnames that were decoded inside matchRoutes.
            // Pre-encode `%`, `?` and `#` ahead of `encodeLocation` because it uses
            // `new URL()` internally and we need to prevent it from treating
            // them as separators
            navigator2.encodeLocation ? navigator2.encodeLocation(
              match2.pathname.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23")
            ).pathname : match2.pathname
          ]),
          pathnameBase: match2.pathnameBase === "/" ? parentPathnameBase : joinPaths([
            parentPathnameBase,
            // Re-encode pathnames that were decoded inside matchRoutes
            // Pre-encode `%`, `?` and `#` ahead of `encodeLocation` because it uses
            // `new URL()` internally and we need to prevent it from treating
            // them as separators
            navigator2.encodeLocation ? navigator2.encodeLocation(
              match2.pathnameBase.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23")
            ).pathname : match2.pathnameBase
          ])
        })
      ),
      parentMatches,
      dataRouterOpts
    );
    if (locationArg && renderedMatches) {
      return /* @__PURE__ */ React2.createElement(
        LocationContext.Provider,
        {
          value: {
            location: {
              pathname: "/",
              search: "",
              hash: "",
              state: null,
              key: "default",
              mask: void 0,
              ...location
            },
            navigationType: "POP"
            /* Pop */
          }
        },
        renderedMatches
      );
    }
    return renderedMatches;
  }
  function DefaultErrorComponent() {
    let error = useRouteError();
    let message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : JSON.stringify(error);
    let stack = error instanceof Error ? error.stack : null;
    let lightgrey = "rgba(200,200,200, 0.5)";
    let preStyles = { padding: "0.5rem", backgroundColor: lightgrey };
    let codeStyles = { padding: "2px 4px", backgroundColor: lightgrey };
    let devInfo = null;
    if (ENABLE_DEV_WARNINGS) {
      console.error(
        "Error handled by React Router default ErrorBoundary:",
        error
      );
      devInfo = /* @__PURE__ */ React2.createElement(React2.Fragment, null, /* @__PURE__ */ React2.createElement("p", null, "\u{1F4BF} Hey developer \u{1F44B}"), /* @__PURE__ */ React2.createElement("p", null, "You can provide a way better UX than this when your app throws errors by providing your own ", /* @__PURE__ */ React2.createElement("code", { style: codeStyles }, "ErrorBoundary"), " or", " ", /* @__PURE__ */ React2.createElement("code", { style: codeStyles }, "errorElement"), " prop on your route."));
    }
    return /* @__PURE__ */ React2.createElement(React2.Fragment, null, /* @__PURE__ */ React2.createElement("h2", null, "Unexpected Application Error!"), /* @__PURE__ */ React2.createElement("h3", { style: { fontStyle: "italic" } }, message), stack ? /* @__PURE__ */ React2.createElement("pre", { style: preStyles }, stack) : null, devInfo);
  }
  var defaultErrorElement = /* @__PURE__ */ React2.createElement(DefaultErrorComponent, null);
  var RenderErrorBoundary = class extends React2.Component {
    constructor(props) {
      super(props);
      this.state = {
        location: props.location,
        revalidation: props.revalidation,
        error: props.error
      };
    }
    static getDerivedStateFromError(error) {
      return { error };
    }
    static getDerivedStateFromProps(props, state) {
      if (state.location !== props.location || state.revalidation !== "idle" && props.revalidation === "idle") {
        return {
          error: props.error,
          location: props.location,
          revalidation: props.revalidation
        };
      }
      return {
        error: props.error !== void 0 ? props.error : state.error,
        location: state.location,
        revalidation: props.revalidation || state.revalidation
      };
    }
    componentDidCatch(error, errorInfo) {
      if (this.props.onError) {
        this.props.onError(error, errorInfo);
      } else {
        console.error(
          "React Router caught the following error during render",
          error
        );
      }
    }
    render() {
      let error = this.state.error;
      if (this.context && typeof error === "object" && error && "digest" in error && typeof error.digest === "string") {
        const decoded = decodeRouteErrorResponseDigest(error.digest);
        if (decoded) error = decoded;
      }
      let result = error !== void 0 ? /* @__PURE__ */ React2.createElement(RouteContext.Provider, { value: this.props.routeContext }, /* @__PURE__ */ React2.createElement(
        RouteErrorContext.Provider,
        {
          value: error,
          children: this.props.component
        }
      )) : this.props.children;
      if (this.context) {
        return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);
      }
      return result;
    }
  };
  RenderErrorBoundary.contextType = RSCRouterContext;
  var errorRedirectHandledMap = /* @__PURE__ */ new WeakMap();
  function RSCErrorHandler({
    children,
    error
  }) {
    let { basename, navigator: navigator2 } = React2.useContext(NavigationContext);
    if (typeof error === "object" && error && "digest" in error && typeof error.digest === "string") {
      let redirect2 = decodeRedirectErrorDigest(error.digest);
      if (redirect2) {
        let existingRedirect = errorRedirectHandledMap.get(error);
        if (existingRedirect) throw existingRedirect;
        let parsed = parseToInfo(redirect2.location, basename);
        let target = parsed.absoluteURL || parsed.to;
        validateNavigationTarget(
          redirect2.location,
          target,
          getNavigatorCurrentUrl(navigator2),
          "allow-explicit"
        );
        if (hasInvalidProtocol(target)) {
          throw new Error("Invalid redirect location");
        }
        if (isBrowser && !errorRedirectHandledMap.get(error)) {
          if (parsed.isExternal || redirect2.reloadDocument) {
            window.location.href = target;
          } else {
            const redirectPromise = Promise.resolve().then(
              () => window.__reactRouterDataRouter.navigate(parsed.to, {
                replace: redirect2.replace
              })
            );
            errorRedirectHandledMap.set(error, redirectPromise);
            throw redirectPromise;
          }
        }
        return /* @__PURE__ */ React2.createElement("meta", { httpEquiv: "refresh", content: `0;url=${target}` });
      }
    }
    return children;
  }
  function RenderedRoute({ routeContext, match: match2, children }) {
    let dataRouterContext = React2.useContext(DataRouterContext);
    if (dataRouterContext && dataRouterContext.static && dataRouterContext.staticContext && (match2.route.errorElement || match2.route.ErrorBoundary)) {
      dataRouterContext.staticContext._deepestRenderedBoundaryId = match2.route.id;
    }
    return /* @__PURE__ */ React2.createElement(RouteContext.Provider, { value: routeContext }, children);
  }
  function _renderMatches(matches, parentMatches = [], dataRouterOpts) {
    let dataRouterState = dataRouterOpts?.state;
    if (matches == null) {
      if (!dataRouterState) {
        return null;
      }
      if (dataRouterState.errors) {
        matches = dataRouterState.matches;
      } else if (parentMatches.length === 0 && !dataRouterState.initialized && dataRouterState.matches.length > 0) {
        matches = dataRouterState.matches;
      } else {
        return null;
      }
    }
    let renderedMatches = matches;
    let errors = dataRouterState?.errors;
    if (errors != null) {
      let errorIndex = renderedMatches.findIndex(
        (m2) => m2.route.id && errors?.[m2.route.id] !== void 0
      );
      invariant(
        errorIndex >= 0,
        `Could not find a matching route for errors on route IDs: ${Object.keys(
          errors
        ).join(",")}`
      );
      renderedMatches = renderedMatches.slice(
        0,
        Math.min(renderedMatches.length, errorIndex + 1)
      );
    }
    let renderFallback = false;
    let fallbackIndex = -1;
    if (dataRouterOpts && dataRouterState) {
      renderFallback = dataRouterState.renderFallback;
      for (let i2 = 0; i2 < renderedMatches.length; i2++) {
        let match2 = renderedMatches[i2];
        if (match2.route.HydrateFallback || match2.route.hydrateFallbackElement) {
          fallbackIndex = i2;
        }
        if (match2.route.id) {
          let { loaderData, errors: errors2 } = dataRouterState;
          let needsToRunLoader = match2.route.loader && !loaderData.hasOwnProperty(match2.route.id) && (!errors2 || errors2[match2.route.id] === void 0);
          if (match2.route.lazy || needsToRunLoader) {
            if (dataRouterOpts.isStatic) {
              renderFallback = true;
            }
            if (fallbackIndex >= 0) {
              renderedMatches = renderedMatches.slice(0, fallbackIndex + 1);
            } else {
              renderedMatches = [renderedMatches[0]];
            }
            break;
          }
        }
      }
    }
    let onErrorHandler = dataRouterOpts?.onError;
    let onError = dataRouterState && onErrorHandler ? (error, errorInfo) => {
      onErrorHandler(error, {
        location: dataRouterState.location,
        params: dataRouterState.matches?.[0]?.params ?? {},
        pattern: getRoutePattern(dataRouterState.matches),
        errorInfo
      });
    } : void 0;
    return renderedMatches.reduceRight(
      (outlet, match2, index) => {
        let error;
        let shouldRenderHydrateFallback = false;
        let errorElement = null;
        let hydrateFallbackElement = null;
        if (dataRouterState) {
          error = errors && match2.route.id ? errors[match2.route.id] : void 0;
          errorElement = match2.route.errorElement || defaultErrorElement;
          if (renderFallback) {
            if (fallbackIndex < 0 && index === 0) {
              warningOnce(
                "route-fallback",
                false,
                "No `HydrateFallback` element provided to render during initial hydration"
              );
              shouldRenderHydrateFallback = true;
              hydrateFallbackElement = null;
            } else if (fallbackIndex === index) {
              shouldRenderHydrateFallback = true;
              hydrateFallbackElement = match2.route.hydrateFallbackElement || null;
            }
          }
        }
        let matches2 = parentMatches.concat(renderedMatches.slice(0, index + 1));
        let getChildren = () => {
          let children;
          if (error) {
            children = errorElement;
          } else if (shouldRenderHydrateFallback) {
            children = hydrateFallbackElement;
          } else if (match2.route.Component) {
            children = /* @__PURE__ */ React2.createElement(match2.route.Component, null);
          } else if (match2.route.element) {
            children = match2.route.element;
          } else {
            children = outlet;
          }
          return /* @__PURE__ */ React2.createElement(
            RenderedRoute,
            {
              match: match2,
              routeContext: {
                outlet,
                matches: matches2,
                isDataRoute: dataRouterState != null
              },
              children
            }
          );
        };
        return dataRouterState && (match2.route.ErrorBoundary || match2.route.errorElement || index === 0) ? /* @__PURE__ */ React2.createElement(
          RenderErrorBoundary,
          {
            location: dataRouterState.location,
            revalidation: dataRouterState.revalidation,
            component: errorElement,
            error,
            children: getChildren(),
            routeContext: { outlet: null, matches: matches2, isDataRoute: true },
            onError
          }
        ) : getChildren();
      },
      null
    );
  }
  function getDataRouterConsoleError(hookName) {
    return `${hookName} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
  }
  function useDataRouterContext(hookName) {
    let ctx = React2.useContext(DataRouterContext);
    invariant(ctx, getDataRouterConsoleError(hookName));
    return ctx;
  }
  function useDataRouterState(hookName) {
    let state = React2.useContext(DataRouterStateContext);
    invariant(state, getDataRouterConsoleError(hookName));
    return state;
  }
  function useRouteContext(hookName) {
    let route = React2.useContext(RouteContext);
    invariant(route, getDataRouterConsoleError(hookName));
    return route;
  }
  function useCurrentRouteId(hookName) {
    let route = useRouteContext(hookName);
    let thisRoute = route.matches[route.matches.length - 1];
    invariant(
      thisRoute.route.id,
      `${hookName} can only be used on routes that contain a unique "id"`
    );
    return thisRoute.route.id;
  }
  function useRouteId() {
    return useCurrentRouteId(
      "useRouteId"
      /* UseRouteId */
    );
  }
  function useNavigation() {
    let state = useDataRouterState(
      "useNavigation"
      /* UseNavigation */
    );
    return React2.useMemo(() => {
      let { matches, historyAction, ...rest } = state.navigation;
      return rest;
    }, [state.navigation]);
  }
  function useMatches() {
    let { matches, loaderData } = useDataRouterState(
      "useMatches"
      /* UseMatches */
    );
    return React2.useMemo(
      () => matches.map((m2) => convertRouteMatchToUiMatch(m2, loaderData)),
      [matches, loaderData]
    );
  }
  function useRouteError() {
    let error = React2.useContext(RouteErrorContext);
    let state = useDataRouterState(
      "useRouteError"
      /* UseRouteError */
    );
    let routeId = useCurrentRouteId(
      "useRouteError"
      /* UseRouteError */
    );
    if (error !== void 0) {
      return error;
    }
    return state.errors?.[routeId];
  }
  function useNavigateStable() {
    let { router } = useDataRouterContext(
      "useNavigate"
      /* UseNavigateStable */
    );
    let id = useCurrentRouteId(
      "useNavigate"
      /* UseNavigateStable */
    );
    let activeRef = React2.useRef(false);
    useIsomorphicLayoutEffect(() => {
      activeRef.current = true;
    });
    let navigate = React2.useCallback(
      async (to, options2 = {}) => {
        warning(activeRef.current, navigateEffectWarning);
        if (!activeRef.current) return;
        if (typeof to === "number") {
          await router.navigate(to);
        } else {
          await router.navigate(to, { fromRouteId: id, ...options2 });
        }
      },
      [router, id]
    );
    return navigate;
  }
  var alreadyWarned = {};
  function warningOnce(key, cond, message) {
    if (!cond && !alreadyWarned[key]) {
      alreadyWarned[key] = true;
      warning(false, message);
    }
  }
  var USE_OPTIMISTIC = "useOptimistic";
  var useOptimisticImpl = React3[USE_OPTIMISTIC];
  var MemoizedDataRoutes = React3.memo(DataRoutes2);
  function DataRoutes2({
    routes,
    manifest,
    future,
    state,
    isStatic,
    onError
  }) {
    return useRoutesImpl(routes, void 0, {
      manifest,
      state,
      isStatic,
      onError,
      future
    });
  }
  function Router({
    basename: basenameProp = "/",
    children = null,
    location: locationProp,
    navigationType = "POP",
    navigator: navigator2,
    static: staticProp = false,
    useTransitions
  }) {
    invariant(
      !useInRouterContext(),
      `You cannot render a <Router> inside another <Router>. You should never have more than one in your app.`
    );
    let basename = basenameProp.replace(/^\/*/, "/");
    let navigationContext = React3.useMemo(
      () => ({
        basename,
        navigator: navigator2,
        static: staticProp,
        useTransitions,
        future: {}
      }),
      [basename, navigator2, staticProp, useTransitions]
    );
    if (typeof locationProp === "string") {
      locationProp = parsePath(locationProp);
    }
    let {
      pathname = "/",
      search = "",
      hash: hash2 = "",
      state = null,
      key = "default",
      mask
    } = locationProp;
    let locationContext = React3.useMemo(() => {
      let trailingPathname = stripBasename(pathname, basename);
      if (trailingPathname == null) {
        return null;
      }
      return {
        location: {
          pathname: trailingPathname,
          search,
          hash: hash2,
          state,
          key,
          mask
        },
        navigationType
      };
    }, [basename, pathname, search, hash2, state, key, navigationType, mask]);
    warning(
      locationContext != null,
      `<Router basename="${basename}"> is not able to match the URL "${pathname}${search}${hash2}" because it does not start with the basename, so the <Router> won't render anything.`
    );
    if (locationContext == null) {
      return null;
    }
    return /* @__PURE__ */ React3.createElement(NavigationContext.Provider, { value: navigationContext }, /* @__PURE__ */ React3.createElement(LocationContext.Provider, { children, value: locationContext }));
  }
  var defaultMethod = "get";
  var defaultEncType = "application/x-www-form-urlencoded";
  function isHtmlElement(object) {
    return typeof HTMLElement !== "undefined" && object instanceof HTMLElement;
  }
  function isButtonElement(object) {
    return isHtmlElement(object) && object.tagName.toLowerCase() === "button";
  }
  function isFormElement(object) {
    return isHtmlElement(object) && object.tagName.toLowerCase() === "form";
  }
  function isInputElement(object) {
    return isHtmlElement(object) && object.tagName.toLowerCase() === "input";
  }
  function isModifiedEvent(event) {
    return !!(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
  }
  function shouldProcessLinkClick(event, target) {
    return event.button === 0 && // Ignore everything but left clicks
    (!target || target === "_self") && // Let browser handle "target=_blank" etc.
    !isModifiedEvent(event);
  }
  var _formDataSupportsSubmitter = null;
  function isFormDataSubmitterSupported() {
    if (_formDataSupportsSubmitter === null) {
      try {
        new FormData(
          document.createElement("form"),
          // @ts-expect-error if FormData supports the submitter parameter, this will throw
          0
        );
        _formDataSupportsSubmitter = false;
      } catch (e) {
        _formDataSupportsSubmitter = true;
      }
    }
    return _formDataSupportsSubmitter;
  }
  var supportedFormEncTypes = /* @__PURE__ */ new Set([
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "text/plain"
  ]);
  function getFormEncType(encType) {
    if (encType != null && !supportedFormEncTypes.has(encType)) {
      warning(
        false,
        `"${encType}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${defaultEncType}"`
      );
      return null;
    }
    return encType;
  }
  function getFormSubmissionInfo(target, basename) {
    let method;
    let action;
    let encType;
    let formData;
    let body;
    if (isFormElement(target)) {
      let attr = target.getAttribute("action");
      action = attr ? stripBasename(attr, basename) : null;
      method = target.getAttribute("method") || defaultMethod;
      encType = getFormEncType(target.getAttribute("enctype")) || defaultEncType;
      formData = new FormData(target);
    } else if (isButtonElement(target) || isInputElement(target) && (target.type === "submit" || target.type === "image")) {
      let form = target.form;
      if (form == null) {
        throw new Error(
          `Cannot submit a <button> or <input type="submit"> without a <form>`
        );
      }
      let attr = target.getAttribute("formaction") || form.getAttribute("action");
      action = attr ? stripBasename(attr, basename) : null;
      method = target.getAttribute("formmethod") || form.getAttribute("method") || defaultMethod;
      encType = getFormEncType(target.getAttribute("formenctype")) || getFormEncType(form.getAttribute("enctype")) || defaultEncType;
      formData = new FormData(form, target);
      if (!isFormDataSubmitterSupported()) {
        let { name, type, value } = target;
        if (type === "image") {
          let prefix2 = name ? `${name}.` : "";
          formData.append(`${prefix2}x`, "0");
          formData.append(`${prefix2}y`, "0");
        } else if (name) {
          formData.append(name, value);
        }
      }
    } else if (isHtmlElement(target)) {
      throw new Error(
        `Cannot submit element that is not <form>, <button>, or <input type="submit|image">`
      );
    } else {
      method = defaultMethod;
      action = null;
      encType = defaultEncType;
      body = target;
    }
    if (formData && encType === "text/plain") {
      body = formData;
      formData = void 0;
    }
    return { action, method: method.toLowerCase(), encType, formData, body };
  }
  var objectProtoNames2 = Object.getOwnPropertyNames(Object.prototype).sort().join("\0");
  var ESCAPE_LOOKUP = {
    "&": "\\u0026",
    ">": "\\u003e",
    "<": "\\u003c",
    "\u2028": "\\u2028",
    "\u2029": "\\u2029"
  };
  var ESCAPE_REGEX = /[&><\u2028\u2029]/g;
  function escapeHtml(html) {
    return html.replace(ESCAPE_REGEX, (match2) => ESCAPE_LOOKUP[match2]);
  }
  function invariant2(value, message) {
    if (value === false || value === null || typeof value === "undefined") {
      throw new Error(message);
    }
  }
  function singleFetchUrl(reqUrl, basename, trailingSlashAware, extension) {
    let url = typeof reqUrl === "string" ? new URL(
      reqUrl,
      // This can be called during the SSR flow via PrefetchPageLinksImpl so
      // don't assume window is available
      typeof window === "undefined" ? "server://singlefetch/" : window.location.origin
    ) : reqUrl;
    if (trailingSlashAware) {
      if (url.pathname.endsWith("/")) {
        url.pathname = `${url.pathname}_.${extension}`;
      } else {
        url.pathname = `${url.pathname}.${extension}`;
      }
    } else {
      if (url.pathname === "/") {
        url.pathname = `_root.${extension}`;
      } else if (basename && stripBasename(url.pathname, basename) === "/") {
        url.pathname = `${removeTrailingSlash(basename)}/_root.${extension}`;
      } else {
        url.pathname = `${removeTrailingSlash(url.pathname)}.${extension}`;
      }
    }
    return url;
  }
  async function loadRouteModule(route, routeModulesCache) {
    if (route.id in routeModulesCache) {
      return routeModulesCache[route.id];
    }
    try {
      let routeModule = await import(
        /* @vite-ignore */
        /* webpackIgnore: true */
        route.module
      );
      routeModulesCache[route.id] = routeModule;
      return routeModule;
    } catch (error) {
      console.error(
        `Error loading route module \`${route.module}\`, reloading page...`
      );
      console.error(error);
      if (window.__reactRouterContext && window.__reactRouterContext.isSpaMode && // @ts-expect-error
      import_meta.hot) {
        throw error;
      }
      window.location.reload();
      return new Promise(() => {
      });
    }
  }
  function isPageLinkDescriptor(object) {
    return object != null && typeof object.page === "string";
  }
  function isHtmlLinkDescriptor(object) {
    if (object == null) {
      return false;
    }
    if (object.href == null) {
      return object.rel === "preload" && typeof object.imageSrcSet === "string" && typeof object.imageSizes === "string";
    }
    return typeof object.rel === "string" && typeof object.href === "string";
  }
  async function getKeyedPrefetchLinks(matches, manifest, routeModules) {
    let links = await Promise.all(
      matches.map(async (match2) => {
        let route = manifest.routes[match2.route.id];
        if (route) {
          let mod = await loadRouteModule(route, routeModules);
          return mod.links ? mod.links() : [];
        }
        return [];
      })
    );
    return dedupeLinkDescriptors(
      links.flat(1).filter(isHtmlLinkDescriptor).filter((link) => link.rel === "stylesheet" || link.rel === "preload").map(
        (link) => link.rel === "stylesheet" ? { ...link, rel: "prefetch", as: "style" } : { ...link, rel: "prefetch" }
      )
    );
  }
  function getNewMatchesForLinks(page, nextMatches, currentMatches, manifest, location, mode) {
    let isNew = (match2, index) => {
      if (!currentMatches[index]) return true;
      return match2.route.id !== currentMatches[index].route.id;
    };
    let matchPathChanged = (match2, index) => {
      return (
        // param change, /users/123 -> /users/456
        currentMatches[index].pathname !== match2.pathname || // splat param changed, which is not present in match.path
        // e.g. /files/images/avatar.jpg -> files/finances.xls
        currentMatches[index].route.path?.endsWith("*") && currentMatches[index].params["*"] !== match2.params["*"]
      );
    };
    if (mode === "assets") {
      return nextMatches.filter(
        (match2, index) => isNew(match2, index) || matchPathChanged(match2, index)
      );
    }
    if (mode === "data") {
      return nextMatches.filter((match2, index) => {
        let manifestRoute = manifest.routes[match2.route.id];
        if (!manifestRoute || !manifestRoute.hasLoader) {
          return false;
        }
        if (isNew(match2, index) || matchPathChanged(match2, index)) {
          return true;
        }
        if (match2.route.shouldRevalidate) {
          let routeChoice = match2.route.shouldRevalidate({
            currentUrl: new URL(
              location.pathname + location.search + location.hash,
              window.origin
            ),
            currentParams: currentMatches[0]?.params || {},
            nextUrl: new URL(page, window.origin),
            nextParams: match2.params,
            defaultShouldRevalidate: true
          });
          if (typeof routeChoice === "boolean") {
            return routeChoice;
          }
        }
        return true;
      });
    }
    return [];
  }
  function getModuleLinkHrefs(matches, manifest, { includeHydrateFallback } = {}) {
    return dedupeHrefs(
      matches.map((match2) => {
        let route = manifest.routes[match2.route.id];
        if (!route) return [];
        let hrefs = [route.module];
        if (route.clientActionModule) {
          hrefs = hrefs.concat(route.clientActionModule);
        }
        if (route.clientLoaderModule) {
          hrefs = hrefs.concat(route.clientLoaderModule);
        }
        if (includeHydrateFallback && route.hydrateFallbackModule) {
          hrefs = hrefs.concat(route.hydrateFallbackModule);
        }
        if (route.imports) {
          hrefs = hrefs.concat(route.imports);
        }
        return hrefs;
      }).flat(1)
    );
  }
  function dedupeHrefs(hrefs) {
    return [...new Set(hrefs)];
  }
  function sortKeys(obj) {
    let sorted = {};
    let keys = Object.keys(obj).sort();
    for (let key of keys) {
      sorted[key] = obj[key];
    }
    return sorted;
  }
  function dedupeLinkDescriptors(descriptors, preloads) {
    let set = /* @__PURE__ */ new Set();
    let preloadsSet = new Set(preloads);
    return descriptors.reduce((deduped, descriptor) => {
      let alreadyModulePreload = preloads && !isPageLinkDescriptor(descriptor) && descriptor.as === "script" && descriptor.href && preloadsSet.has(descriptor.href);
      if (alreadyModulePreload) {
        return deduped;
      }
      let key = JSON.stringify(sortKeys(descriptor));
      if (!set.has(key)) {
        set.add(key);
        deduped.push({ key, link: descriptor });
      }
      return deduped;
    }, []);
  }
  function useDataRouterContext2() {
    let context = React8.useContext(DataRouterContext);
    invariant2(
      context,
      "You must render this element inside a <DataRouterContext.Provider> element"
    );
    return context;
  }
  function useDataRouterStateContext() {
    let context = React8.useContext(DataRouterStateContext);
    invariant2(
      context,
      "You must render this element inside a <DataRouterStateContext.Provider> element"
    );
    return context;
  }
  var FrameworkContext = React8.createContext(void 0);
  FrameworkContext.displayName = "FrameworkContext";
  function useFrameworkContext() {
    let context = React8.useContext(FrameworkContext);
    invariant2(
      context,
      "You must render this element inside a <HydratedRouter> element"
    );
    return context;
  }
  function usePrefetchBehavior(prefetch, theirElementProps) {
    let frameworkContext = React8.useContext(FrameworkContext);
    let [maybePrefetch, setMaybePrefetch] = React8.useState(false);
    let [shouldPrefetch, setShouldPrefetch] = React8.useState(false);
    let { onFocus, onBlur, onMouseEnter, onMouseLeave, onTouchStart } = theirElementProps;
    let ref = React8.useRef(null);
    React8.useEffect(() => {
      if (prefetch === "render") {
        setShouldPrefetch(true);
      }
      if (prefetch === "viewport") {
        let callback = (entries) => {
          entries.forEach((entry) => {
            setShouldPrefetch(entry.isIntersecting);
          });
        };
        let observer = new IntersectionObserver(callback, { threshold: 0.5 });
        if (ref.current) observer.observe(ref.current);
        return () => {
          observer.disconnect();
        };
      }
    }, [prefetch]);
    React8.useEffect(() => {
      if (maybePrefetch) {
        let id = setTimeout(() => {
          setShouldPrefetch(true);
        }, 100);
        return () => {
          clearTimeout(id);
        };
      }
    }, [maybePrefetch]);
    let setIntent = () => {
      setMaybePrefetch(true);
    };
    let cancelIntent = () => {
      setMaybePrefetch(false);
      setShouldPrefetch(false);
    };
    if (!frameworkContext) {
      return [false, ref, {}];
    }
    if (prefetch !== "intent") {
      return [shouldPrefetch, ref, {}];
    }
    return [
      shouldPrefetch,
      ref,
      {
        onFocus: composeEventHandlers(onFocus, setIntent),
        onBlur: composeEventHandlers(onBlur, cancelIntent),
        onMouseEnter: composeEventHandlers(onMouseEnter, setIntent),
        onMouseLeave: composeEventHandlers(onMouseLeave, cancelIntent),
        onTouchStart: composeEventHandlers(onTouchStart, setIntent)
      }
    ];
  }
  function composeEventHandlers(theirHandler, ourHandler) {
    return (event) => {
      theirHandler && theirHandler(event);
      if (!event.defaultPrevented) {
        ourHandler(event);
      }
    };
  }
  function PrefetchPageLinks({ page, ...linkProps }) {
    let rsc = useIsRSCRouterContext();
    let { nonce: contextNonce } = useFrameworkContext();
    let { router } = useDataRouterContext2();
    let matches = React8.useMemo(
      () => matchRoutes(router.routes, page, router.basename),
      [router.routes, page, router.basename]
    );
    if (!matches) {
      return null;
    }
    if (linkProps.nonce == null && contextNonce) {
      linkProps = { ...linkProps, nonce: contextNonce };
    }
    if (rsc) {
      return /* @__PURE__ */ React8.createElement(RSCPrefetchPageLinksImpl, { page, matches, ...linkProps });
    }
    return /* @__PURE__ */ React8.createElement(PrefetchPageLinksImpl, { page, matches, ...linkProps });
  }
  function useKeyedPrefetchLinks(matches) {
    let { manifest, routeModules } = useFrameworkContext();
    let [keyedPrefetchLinks, setKeyedPrefetchLinks] = React8.useState([]);
    React8.useEffect(() => {
      let interrupted = false;
      void getKeyedPrefetchLinks(matches, manifest, routeModules).then(
        (links) => {
          if (!interrupted) {
            setKeyedPrefetchLinks(links);
          }
        }
      );
      return () => {
        interrupted = true;
      };
    }, [matches, manifest, routeModules]);
    return keyedPrefetchLinks;
  }
  function RSCPrefetchPageLinksImpl({
    page,
    matches: nextMatches,
    ...linkProps
  }) {
    let location = useLocation();
    let { future } = useFrameworkContext();
    let { basename } = useDataRouterContext2();
    let dataHrefs = React8.useMemo(() => {
      if (page === location.pathname + location.search + location.hash) {
        return [];
      }
      let url = singleFetchUrl(
        page,
        basename,
        future.v8_trailingSlashAwareDataRequests,
        "rsc"
      );
      let hasSomeRoutesWithShouldRevalidate = false;
      let targetRoutes = [];
      for (let match2 of nextMatches) {
        if (typeof match2.route.shouldRevalidate === "function") {
          hasSomeRoutesWithShouldRevalidate = true;
        } else {
          targetRoutes.push(match2.route.id);
        }
      }
      if (hasSomeRoutesWithShouldRevalidate && targetRoutes.length > 0) {
        url.searchParams.set("_routes", targetRoutes.join(","));
      }
      return [url.pathname + url.search];
    }, [
      basename,
      future.v8_trailingSlashAwareDataRequests,
      page,
      location,
      nextMatches
    ]);
    return /* @__PURE__ */ React8.createElement(React8.Fragment, null, dataHrefs.map((href) => /* @__PURE__ */ React8.createElement("link", { key: href, rel: "prefetch", as: "fetch", href, ...linkProps })));
  }
  function PrefetchPageLinksImpl({
    page,
    matches: nextMatches,
    ...linkProps
  }) {
    let location = useLocation();
    let { future, manifest, routeModules } = useFrameworkContext();
    let { basename } = useDataRouterContext2();
    let { loaderData, matches } = useDataRouterStateContext();
    let newMatchesForData = React8.useMemo(
      () => getNewMatchesForLinks(
        page,
        nextMatches,
        matches,
        manifest,
        location,
        "data"
      ),
      [page, nextMatches, matches, manifest, location]
    );
    let newMatchesForAssets = React8.useMemo(
      () => getNewMatchesForLinks(
        page,
        nextMatches,
        matches,
        manifest,
        location,
        "assets"
      ),
      [page, nextMatches, matches, manifest, location]
    );
    let dataHrefs = React8.useMemo(() => {
      if (page === location.pathname + location.search + location.hash) {
        return [];
      }
      let routesParams = /* @__PURE__ */ new Set();
      let foundOptOutRoute = false;
      nextMatches.forEach((m2) => {
        let manifestRoute = manifest.routes[m2.route.id];
        if (!manifestRoute || !manifestRoute.hasLoader) {
          return;
        }
        if (!newMatchesForData.some((m22) => m22.route.id === m2.route.id) && m2.route.id in loaderData && routeModules[m2.route.id]?.shouldRevalidate) {
          foundOptOutRoute = true;
        } else if (manifestRoute.hasClientLoader) {
          foundOptOutRoute = true;
        } else {
          routesParams.add(m2.route.id);
        }
      });
      if (routesParams.size === 0) {
        return [];
      }
      let url = singleFetchUrl(
        page,
        basename,
        future.v8_trailingSlashAwareDataRequests,
        "data"
      );
      if (foundOptOutRoute && routesParams.size > 0) {
        url.searchParams.set(
          "_routes",
          nextMatches.filter((m2) => routesParams.has(m2.route.id)).map((m2) => m2.route.id).join(",")
        );
      }
      return [url.pathname + url.search];
    }, [
      basename,
      future.v8_trailingSlashAwareDataRequests,
      loaderData,
      location,
      manifest,
      newMatchesForData,
      nextMatches,
      page,
      routeModules
    ]);
    let moduleHrefs = React8.useMemo(
      () => getModuleLinkHrefs(newMatchesForAssets, manifest),
      [newMatchesForAssets, manifest]
    );
    let keyedPrefetchLinks = useKeyedPrefetchLinks(newMatchesForAssets);
    return /* @__PURE__ */ React8.createElement(React8.Fragment, null, dataHrefs.map((href) => /* @__PURE__ */ React8.createElement("link", { key: href, rel: "prefetch", as: "fetch", href, ...linkProps })), moduleHrefs.map((href) => /* @__PURE__ */ React8.createElement("link", { key: href, rel: "modulepreload", href, ...linkProps })), keyedPrefetchLinks.map(({ key, link }) => (
      // these don't spread `linkProps` because they are full link descriptors
      // already with their own props
      /* @__PURE__ */ React8.createElement(
        "link",
        {
          key,
          nonce: linkProps.nonce,
          ...link,
          crossOrigin: link.crossOrigin ?? linkProps.crossOrigin
        }
      )
    )));
  }
  function mergeRefs(...refs) {
    return (value) => {
      refs.forEach((ref) => {
        if (typeof ref === "function") {
          ref(value);
        } else if (ref != null) {
          ref.current = value;
        }
      });
    };
  }
  var isBrowser2 = typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined";
  try {
    if (isBrowser2) {
      window.__reactRouterVersion = // @ts-expect-error
      "7.18.5";
    }
  } catch (e) {
  }
  function HistoryRouter({
    basename,
    children,
    history,
    useTransitions
  }) {
    let [state, setStateImpl] = React10.useState({
      action: history.action,
      location: history.location
    });
    let setState = React10.useCallback(
      (newState) => {
        if (useTransitions === false) {
          setStateImpl(newState);
        } else {
          React10.startTransition(() => setStateImpl(newState));
        }
      },
      [useTransitions]
    );
    React10.useLayoutEffect(() => history.listen(setState), [history, setState]);
    return /* @__PURE__ */ React10.createElement(
      Router,
      {
        basename,
        children,
        location: state.location,
        navigationType: state.action,
        navigator: history,
        useTransitions
      }
    );
  }
  HistoryRouter.displayName = "unstable_HistoryRouter";
  var Link = React10.forwardRef(
    function LinkWithRef({
      onClick,
      discover = "render",
      prefetch = "none",
      relative,
      reloadDocument,
      replace: replace22,
      mask,
      state,
      target,
      to,
      preventScrollReset,
      viewTransition,
      defaultShouldRevalidate,
      ...rest
    }, forwardedRef) {
      let { basename, navigator: navigator2, useTransitions } = React10.useContext(NavigationContext);
      let isAbsolute = typeof to === "string" && ABSOLUTE_URL_REGEX.test(to);
      let parsed = parseToInfo(to, basename);
      to = parsed.to;
      let href = useHref(to, { relative });
      let location = useLocation();
      let maskedHref = null;
      if (mask) {
        let resolved = resolveTo(
          mask,
          [],
          location.mask ? location.mask.pathname : "/",
          true
        );
        if (basename !== "/") {
          resolved.pathname = resolved.pathname === "/" ? basename : joinPaths([basename, resolved.pathname]);
        }
        maskedHref = navigator2.createHref(resolved);
      }
      let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(
        prefetch,
        rest
      );
      let internalOnClick = useLinkClickHandler(to, {
        replace: replace22,
        mask,
        state,
        target,
        preventScrollReset,
        relative,
        viewTransition,
        defaultShouldRevalidate,
        useTransitions
      });
      function handleClick(event) {
        if (onClick) onClick(event);
        if (!event.defaultPrevented) {
          internalOnClick(event);
        }
      }
      let isSpaLink = !(parsed.isExternal || reloadDocument);
      let link = (
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        /* @__PURE__ */ React10.createElement(
          "a",
          {
            ...rest,
            ...prefetchHandlers,
            href: (isSpaLink ? maskedHref : void 0) || parsed.absoluteURL || href,
            onClick: isSpaLink ? handleClick : onClick,
            ref: mergeRefs(forwardedRef, prefetchRef),
            target,
            "data-discover": !isAbsolute && discover === "render" ? "true" : void 0
          }
        )
      );
      return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;
    }
  );
  Link.displayName = "Link";
  var NavLink = React10.forwardRef(
    function NavLinkWithRef({
      "aria-current": ariaCurrentProp = "page",
      caseSensitive = false,
      className: classNameProp = "",
      end = false,
      style: styleProp,
      to,
      viewTransition,
      children,
      ...rest
    }, ref) {
      let path = useResolvedPath(to, { relative: rest.relative });
      let location = useLocation();
      let routerState = React10.useContext(DataRouterStateContext);
      let { navigator: navigator2, basename } = React10.useContext(NavigationContext);
      let isTransitioning = routerState != null && // Conditional usage is OK here because the usage of a data router is static
      // eslint-disable-next-line react-hooks/rules-of-hooks
      useViewTransitionState(path) && viewTransition === true;
      let toPathname = navigator2.encodeLocation ? navigator2.encodeLocation(path).pathname : path.pathname;
      let locationPathname = location.pathname;
      let nextLocationPathname = routerState && routerState.navigation && routerState.navigation.location ? routerState.navigation.location.pathname : null;
      if (!caseSensitive) {
        locationPathname = locationPathname.toLowerCase();
        nextLocationPathname = nextLocationPathname ? nextLocationPathname.toLowerCase() : null;
        toPathname = toPathname.toLowerCase();
      }
      if (nextLocationPathname && basename) {
        nextLocationPathname = stripBasename(nextLocationPathname, basename) || nextLocationPathname;
      }
      const endSlashPosition = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
      let isActive = locationPathname === toPathname || !end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === "/";
      let isPending = nextLocationPathname != null && (nextLocationPathname === toPathname || !end && nextLocationPathname.startsWith(toPathname) && nextLocationPathname.charAt(toPathname.length) === "/");
      let renderProps = {
        isActive,
        isPending,
        isTransitioning
      };
      let ariaCurrent = isActive ? ariaCurrentProp : void 0;
      let className;
      if (typeof classNameProp === "function") {
        className = classNameProp(renderProps);
      } else {
        className = [
          classNameProp,
          isActive ? "active" : null,
          isPending ? "pending" : null,
          isTransitioning ? "transitioning" : null
        ].filter(Boolean).join(" ");
      }
      let style = typeof styleProp === "function" ? styleProp(renderProps) : styleProp;
      return /* @__PURE__ */ React10.createElement(
        Link,
        {
          ...rest,
          "aria-current": ariaCurrent,
          className,
          ref,
          style,
          to,
          viewTransition
        },
        typeof children === "function" ? children(renderProps) : children
      );
    }
  );
  NavLink.displayName = "NavLink";
  var Form = React10.forwardRef(
    ({
      discover = "render",
      fetcherKey,
      navigate,
      reloadDocument,
      replace: replace22,
      state,
      method = defaultMethod,
      action,
      onSubmit,
      relative,
      preventScrollReset,
      viewTransition,
      defaultShouldRevalidate,
      ...props
    }, forwardedRef) => {
      let { useTransitions } = React10.useContext(NavigationContext);
      let submit = useSubmit();
      let formAction = useFormAction(action, { relative });
      let formMethod = method.toLowerCase() === "get" ? "get" : "post";
      let isAbsolute = typeof action === "string" && ABSOLUTE_URL_REGEX.test(action);
      let submitHandler = (event) => {
        onSubmit && onSubmit(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        let submitter = event.nativeEvent.submitter;
        let submitMethod = submitter?.getAttribute("formmethod") || method;
        let doSubmit = () => submit(submitter || event.currentTarget, {
          fetcherKey,
          method: submitMethod,
          navigate,
          replace: replace22,
          state,
          relative,
          preventScrollReset,
          viewTransition,
          defaultShouldRevalidate
        });
        if (useTransitions && navigate !== false) {
          React10.startTransition(() => doSubmit());
        } else {
          doSubmit();
        }
      };
      return /* @__PURE__ */ React10.createElement(
        "form",
        {
          ref: forwardedRef,
          method: formMethod,
          action: formAction,
          onSubmit: reloadDocument ? onSubmit : submitHandler,
          ...props,
          "data-discover": !isAbsolute && discover === "render" ? "true" : void 0
        }
      );
    }
  );
  Form.displayName = "Form";
  function ScrollRestoration({
    getKey,
    storageKey,
    ...props
  }) {
    let remixContext = React10.useContext(FrameworkContext);
    let { basename } = React10.useContext(NavigationContext);
    let location = useLocation();
    let matches = useMatches();
    useScrollRestoration({ getKey, storageKey });
    let ssrKey = React10.useMemo(
      () => {
        if (!remixContext || !getKey) return null;
        let userKey = getScrollRestorationKey(
          location,
          matches,
          basename,
          getKey
        );
        return userKey !== location.key ? userKey : null;
      },
      // Nah, we only need this the first time for the SSR render
      // eslint-disable-next-line react-hooks/exhaustive-deps
      []
    );
    if (!remixContext || remixContext.isSpaMode) {
      return null;
    }
    let restoreScroll = ((storageKey2, restoreKey) => {
      if (!window.history.state || !window.history.state.key) {
        let key = Math.random().toString(32).slice(2);
        window.history.replaceState({ key }, "");
      }
      try {
        let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
        let storedY = positions[restoreKey || window.history.state.key];
        if (typeof storedY === "number") {
          window.scrollTo(0, storedY);
        }
      } catch (error) {
        console.error(error);
        sessionStorage.removeItem(storageKey2);
      }
    }).toString();
    if (props.nonce == null && remixContext?.nonce) {
      props.nonce = remixContext.nonce;
    }
    return /* @__PURE__ */ React10.createElement(
      "script",
      {
        ...props,
        suppressHydrationWarning: true,
        dangerouslySetInnerHTML: {
          __html: `(${restoreScroll})(${escapeHtml(
            JSON.stringify(storageKey || SCROLL_RESTORATION_STORAGE_KEY)
          )}, ${escapeHtml(JSON.stringify(ssrKey))})`
        }
      }
    );
  }
  ScrollRestoration.displayName = "ScrollRestoration";
  function getDataRouterConsoleError2(hookName) {
    return `${hookName} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
  }
  function useDataRouterContext3(hookName) {
    let ctx = React10.useContext(DataRouterContext);
    invariant(ctx, getDataRouterConsoleError2(hookName));
    return ctx;
  }
  function useDataRouterState2(hookName) {
    let state = React10.useContext(DataRouterStateContext);
    invariant(state, getDataRouterConsoleError2(hookName));
    return state;
  }
  function useLinkClickHandler(to, {
    target,
    replace: replaceProp,
    mask,
    state,
    preventScrollReset,
    relative,
    viewTransition,
    defaultShouldRevalidate,
    useTransitions
  } = {}) {
    let navigate = useNavigate();
    let location = useLocation();
    let path = useResolvedPath(to, { relative });
    return React10.useCallback(
      (event) => {
        if (shouldProcessLinkClick(event, target)) {
          event.preventDefault();
          let replace22 = replaceProp !== void 0 ? replaceProp : createPath(location) === createPath(path);
          let doNavigate = () => navigate(to, {
            replace: replace22,
            mask,
            state,
            preventScrollReset,
            relative,
            viewTransition,
            defaultShouldRevalidate
          });
          if (useTransitions) {
            React10.startTransition(() => doNavigate());
          } else {
            doNavigate();
          }
        }
      },
      [
        location,
        navigate,
        path,
        replaceProp,
        mask,
        state,
        target,
        to,
        preventScrollReset,
        relative,
        viewTransition,
        defaultShouldRevalidate,
        useTransitions
      ]
    );
  }
  var fetcherId = 0;
  var getUniqueFetcherId = () => `__${String(++fetcherId)}__`;
  function useSubmit() {
    let { router } = useDataRouterContext3(
      "useSubmit"
      /* UseSubmit */
    );
    let { basename } = React10.useContext(NavigationContext);
    let currentRouteId = useRouteId();
    let routerFetch = router.fetch;
    let routerNavigate = router.navigate;
    return React10.useCallback(
      async (target, options2 = {}) => {
        let { action, method, encType, formData, body } = getFormSubmissionInfo(
          target,
          basename
        );
        if (options2.navigate === false) {
          let key = options2.fetcherKey || getUniqueFetcherId();
          await routerFetch(key, currentRouteId, options2.action || action, {
            defaultShouldRevalidate: options2.defaultShouldRevalidate,
            preventScrollReset: options2.preventScrollReset,
            formData,
            body,
            formMethod: options2.method || method,
            formEncType: options2.encType || encType,
            flushSync: options2.flushSync
          });
        } else {
          await routerNavigate(options2.action || action, {
            defaultShouldRevalidate: options2.defaultShouldRevalidate,
            preventScrollReset: options2.preventScrollReset,
            formData,
            body,
            formMethod: options2.method || method,
            formEncType: options2.encType || encType,
            replace: options2.replace,
            state: options2.state,
            fromRouteId: currentRouteId,
            flushSync: options2.flushSync,
            viewTransition: options2.viewTransition
          });
        }
      },
      [routerFetch, routerNavigate, basename, currentRouteId]
    );
  }
  function useFormAction(action, { relative } = {}) {
    let { basename } = React10.useContext(NavigationContext);
    let routeContext = React10.useContext(RouteContext);
    invariant(routeContext, "useFormAction must be used inside a RouteContext");
    let [match2] = routeContext.matches.slice(-1);
    let path = { ...useResolvedPath(action ? action : ".", { relative }) };
    let location = useLocation();
    if (action == null) {
      path.search = location.search;
      let params = new URLSearchParams(path.search);
      let indexValues = params.getAll("index");
      let hasNakedIndexParam = indexValues.some((v2) => v2 === "");
      if (hasNakedIndexParam) {
        params.delete("index");
        indexValues.filter((v2) => v2).forEach((v2) => params.append("index", v2));
        let qs = params.toString();
        path.search = qs ? `?${qs}` : "";
      }
    }
    if ((!action || action === ".") && match2.route.index) {
      path.search = path.search ? path.search.replace(/^\?/, "?index&") : "?index";
    }
    if (basename !== "/") {
      path.pathname = path.pathname === "/" ? basename : joinPaths([basename, path.pathname]);
    }
    return createPath(path);
  }
  var SCROLL_RESTORATION_STORAGE_KEY = "react-router-scroll-positions";
  var savedScrollPositions = {};
  function getScrollRestorationKey(location, matches, basename, getKey) {
    let key = null;
    if (getKey) {
      if (basename !== "/") {
        key = getKey(
          {
            ...location,
            pathname: stripBasename(location.pathname, basename) || location.pathname
          },
          matches
        );
      } else {
        key = getKey(location, matches);
      }
    }
    if (key == null) {
      key = location.key;
    }
    return key;
  }
  function useScrollRestoration({
    getKey,
    storageKey
  } = {}) {
    let { router } = useDataRouterContext3(
      "useScrollRestoration"
      /* UseScrollRestoration */
    );
    let { restoreScrollPosition, preventScrollReset } = useDataRouterState2(
      "useScrollRestoration"
      /* UseScrollRestoration */
    );
    let { basename } = React10.useContext(NavigationContext);
    let location = useLocation();
    let matches = useMatches();
    let navigation = useNavigation();
    React10.useEffect(() => {
      window.history.scrollRestoration = "manual";
      return () => {
        window.history.scrollRestoration = "auto";
      };
    }, []);
    usePageHide(
      React10.useCallback(() => {
        if (navigation.state === "idle") {
          let key = getScrollRestorationKey(location, matches, basename, getKey);
          savedScrollPositions[key] = window.scrollY;
        }
        try {
          sessionStorage.setItem(
            storageKey || SCROLL_RESTORATION_STORAGE_KEY,
            JSON.stringify(savedScrollPositions)
          );
        } catch (error) {
          warning(
            false,
            `Failed to save scroll positions in sessionStorage, <ScrollRestoration /> will not work properly (${error}).`
          );
        }
        window.history.scrollRestoration = "auto";
      }, [navigation.state, getKey, basename, location, matches, storageKey])
    );
    if (typeof document !== "undefined") {
      React10.useLayoutEffect(() => {
        try {
          let sessionPositions = sessionStorage.getItem(
            storageKey || SCROLL_RESTORATION_STORAGE_KEY
          );
          if (sessionPositions) {
            savedScrollPositions = JSON.parse(sessionPositions);
          }
        } catch (e) {
        }
      }, [storageKey]);
      React10.useLayoutEffect(() => {
        let disableScrollRestoration = router?.enableScrollRestoration(
          savedScrollPositions,
          () => window.scrollY,
          getKey ? (location2, matches2) => getScrollRestorationKey(location2, matches2, basename, getKey) : void 0
        );
        return () => disableScrollRestoration && disableScrollRestoration();
      }, [router, basename, getKey]);
      React10.useLayoutEffect(() => {
        if (restoreScrollPosition === false) {
          return;
        }
        if (typeof restoreScrollPosition === "number") {
          window.scrollTo(0, restoreScrollPosition);
          return;
        }
        try {
          if (location.hash) {
            let el = document.getElementById(
              decodeURIComponent(location.hash.slice(1))
            );
            if (el) {
              el.scrollIntoView();
              return;
            }
          }
        } catch {
          warning(
            false,
            `"${location.hash.slice(
              1
            )}" is not a decodable element ID. The view will not scroll to it.`
          );
        }
        if (preventScrollReset === true) {
          return;
        }
        window.scrollTo(0, 0);
      }, [location, restoreScrollPosition, preventScrollReset]);
    }
  }
  function usePageHide(callback, options2) {
    let { capture } = options2 || {};
    React10.useEffect(() => {
      let opts = capture != null ? { capture } : void 0;
      window.addEventListener("pagehide", callback, opts);
      return () => {
        window.removeEventListener("pagehide", callback, opts);
      };
    }, [callback, capture]);
  }
  function useViewTransitionState(to, { relative } = {}) {
    let vtContext = React10.useContext(ViewTransitionContext);
    invariant(
      vtContext != null,
      "`useViewTransitionState` must be used within `react-router-dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?"
    );
    let { basename } = useDataRouterContext3(
      "useViewTransitionState"
      /* useViewTransitionState */
    );
    let path = useResolvedPath(to, { relative });
    if (!vtContext.isTransitioning) {
      return false;
    }
    let currentPath = stripBasename(vtContext.currentLocation.pathname, basename) || vtContext.currentLocation.pathname;
    let nextPath = stripBasename(vtContext.nextLocation.pathname, basename) || vtContext.nextLocation.pathname;
    return matchPath(path.pathname, nextPath) != null || matchPath(path.pathname, currentPath) != null;
  }
  function StaticRouter({
    basename,
    children,
    location: locationProp = "/"
  }) {
    if (typeof locationProp === "string") {
      locationProp = parsePath(locationProp);
    }
    let action = "POP";
    let location = {
      pathname: locationProp.pathname || "/",
      search: locationProp.search || "",
      hash: locationProp.hash || "",
      state: locationProp.state != null ? locationProp.state : null,
      key: locationProp.key || "default",
      mask: void 0
    };
    let staticNavigator = getStatelessNavigator();
    return /* @__PURE__ */ React11.createElement(
      Router,
      {
        basename,
        children,
        location,
        navigationType: action,
        navigator: staticNavigator,
        static: true,
        useTransitions: false
      }
    );
  }
  function getStatelessNavigator() {
    return {
      createHref,
      encodeLocation,
      push(to) {
        throw new Error(
          `You cannot use navigator.push() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${JSON.stringify(to)})\` somewhere in your app.`
        );
      },
      replace(to) {
        throw new Error(
          `You cannot use navigator.replace() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${JSON.stringify(to)}, { replace: true })\` somewhere in your app.`
        );
      },
      go(delta) {
        throw new Error(
          `You cannot use navigator.go() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${delta})\` somewhere in your app.`
        );
      },
      back() {
        throw new Error(
          `You cannot use navigator.back() on the server because it is a stateless environment.`
        );
      },
      forward() {
        throw new Error(
          `You cannot use navigator.forward() on the server because it is a stateless environment.`
        );
      }
    };
  }
  function createHref(to) {
    return typeof to === "string" ? to : createPath(to);
  }
  function encodeLocation(to) {
    let href = typeof to === "string" ? to : createPath(to);
    href = href.replace(/ $/, "%20");
    let encoded = ABSOLUTE_URL_REGEX.test(href) ? new URL(href) : new URL(href, "http://localhost");
    return {
      pathname: encoded.pathname,
      search: encoded.search,
      hash: encoded.hash
    };
  }

  // node_modules/styled-components/dist/styled-components.esm.js
  var import_react = __toESM(require_react());

  // node_modules/stylis/src/Enum.js
  var MS = "-ms-";
  var MOZ = "-moz-";
  var WEBKIT = "-webkit-";
  var COMMENT = "comm";
  var RULESET = "rule";
  var DECLARATION = "decl";
  var IMPORT = "@import";
  var NAMESPACE = "@namespace";
  var KEYFRAMES = "@keyframes";
  var LAYER = "@layer";

  // node_modules/stylis/src/Utility.js
  var abs = Math.abs;
  var from = String.fromCharCode;
  var assign = Object.assign;
  function hash(value, length2) {
    return charat(value, 0) ^ 45 ? (((length2 << 2 ^ charat(value, 0)) << 2 ^ charat(value, 1)) << 2 ^ charat(value, 2)) << 2 ^ charat(value, 3) : 0;
  }
  function trim(value) {
    return value.trim();
  }
  function match(value, pattern) {
    return (value = pattern.exec(value)) ? value[0] : value;
  }
  function replace2(value, pattern, replacement) {
    return value.replace(pattern, replacement);
  }
  function indexof(value, search, position2) {
    return value.indexOf(search, position2);
  }
  function charat(value, index) {
    return value.charCodeAt(index) | 0;
  }
  function substr(value, begin, end) {
    return value.slice(begin, end);
  }
  function strlen(value) {
    return value.length;
  }
  function sizeof(value) {
    return value.length;
  }
  function append(value, array) {
    return array.push(value), value;
  }
  function combine(array, callback) {
    return array.map(callback).join("");
  }
  function filter(array, pattern) {
    return array.filter(function(value) {
      return !match(value, pattern);
    });
  }

  // node_modules/stylis/src/Tokenizer.js
  var line = 1;
  var column = 1;
  var length = 0;
  var position = 0;
  var character = 0;
  var characters = "";
  function node(value, root, parent, type, props, children, length2, siblings) {
    return { value, root, parent, type, props, children, line, column, length: length2, return: "", siblings };
  }
  function copy(root, props) {
    return assign(node("", null, null, "", null, null, 0, root.siblings), root, { length: -root.length }, props);
  }
  function lift(root) {
    while (root.root)
      root = copy(root.root, { children: [root] });
    append(root, root.siblings);
  }
  function char() {
    return character;
  }
  function prev() {
    character = position > 0 ? charat(characters, --position) : 0;
    if (column--, character === 10)
      column = 1, line--;
    return character;
  }
  function next() {
    character = position < length ? charat(characters, position++) : 0;
    if (column++, character === 10)
      column = 1, line++;
    return character;
  }
  function peek() {
    return charat(characters, position);
  }
  function caret() {
    return position;
  }
  function slice(begin, end) {
    return substr(characters, begin, end);
  }
  function token(type) {
    switch (type) {
      // \0 \t \n \r \s whitespace token
      case 0:
      case 9:
      case 10:
      case 13:
      case 32:
        return 5;
      // ! + , / > @ ~ isolate token
      case 33:
      case 43:
      case 44:
      case 47:
      case 62:
      case 64:
      case 126:
      // ; { } breakpoint token
      case 59:
      case 123:
      case 125:
        return 4;
      // : accompanied token
      case 58:
        return 3;
      // " ' ( [ opening delimit token
      case 34:
      case 39:
      case 40:
      case 91:
        return 2;
      // ) ] closing delimit token
      case 41:
      case 93:
        return 1;
    }
    return 0;
  }
  function alloc(value) {
    return line = column = 1, length = strlen(characters = value), position = 0, [];
  }
  function dealloc(value) {
    return characters = "", value;
  }
  function delimit(type) {
    return trim(slice(position - 1, delimiter(type === 91 ? type + 2 : type === 40 ? type + 1 : type)));
  }
  function whitespace(type) {
    while (character = peek())
      if (character < 33)
        next();
      else
        break;
    return token(type) > 2 || token(character) > 3 ? "" : " ";
  }
  function escaping(index, count3) {
    while (--count3 && next())
      if (character < 48 || character > 102 || character > 57 && character < 65 || character > 70 && character < 97)
        break;
    return slice(index, caret() + (count3 < 6 && peek() == 32 && next() == 32));
  }
  function delimiter(type) {
    while (next())
      switch (character) {
        // ] ) " '
        case type:
          return position;
        // " '
        case 34:
        case 39:
          if (type !== 34 && type !== 39)
            delimiter(character);
          break;
        // (
        case 40:
          if (type === 41)
            delimiter(type);
          break;
        // \
        case 92:
          next();
          break;
      }
    return position;
  }
  function commenter(type, index) {
    while (next())
      if (type + character === 47 + 10)
        break;
      else if (type + character === 42 + 42 && peek() === 47)
        break;
    return "/*" + slice(index, position - 1) + "*" + from(type === 47 ? type : next());
  }
  function identifier(index) {
    while (!token(peek()))
      next();
    return slice(index, position);
  }

  // node_modules/stylis/src/Parser.js
  function compile(value) {
    return dealloc(parse("", null, null, null, [""], value = alloc(value), 0, [0], value));
  }
  function parse(value, root, parent, rule, rules, rulesets, pseudo, points, declarations) {
    var index = 0;
    var offset = 0;
    var length2 = pseudo;
    var atrule = 0;
    var property = 0;
    var previous = 0;
    var variable = 1;
    var scanning = 1;
    var ampersand = 1;
    var character2 = 0;
    var type = "";
    var props = rules;
    var children = rulesets;
    var reference = rule;
    var characters2 = type;
    while (scanning)
      switch (previous = character2, character2 = next()) {
        // (
        case 40:
          if (previous != 108 && charat(characters2, length2 - 1) == 58) {
            if (indexof(characters2 += replace2(delimit(character2), "&", "&\f"), "&\f", abs(index ? points[index - 1] : 0)) != -1)
              ampersand = -1;
            break;
          }
        // " ' [
        case 34:
        case 39:
        case 91:
          characters2 += delimit(character2);
          break;
        // \t \n \r \s
        case 9:
        case 10:
        case 13:
        case 32:
          characters2 += whitespace(previous);
          break;
        // \
        case 92:
          characters2 += escaping(caret() - 1, 7);
          continue;
        // /
        case 47:
          switch (peek()) {
            case 42:
            case 47:
              append(comment(commenter(next(), caret()), root, parent, declarations), declarations);
              if ((token(previous || 1) == 5 || token(peek() || 1) == 5) && strlen(characters2) && substr(characters2, -1, void 0) !== " ") characters2 += " ";
              break;
            default:
              characters2 += "/";
          }
          break;
        // {
        case 123 * variable:
          points[index++] = strlen(characters2) * ampersand;
        // } ; \0
        case 125 * variable:
        case 59:
        case 0:
          switch (character2) {
            // \0 }
            case 0:
            case 125:
              scanning = 0;
            // ;
            case 59 + offset:
              if (ampersand == -1) characters2 = replace2(characters2, /\f/g, "");
              if (property > 0 && (strlen(characters2) - length2 || variable === 0 && previous === 47))
                append(property > 32 ? declaration(characters2 + ";", rule, parent, length2 - 1, declarations) : declaration(replace2(characters2, " ", "") + ";", rule, parent, length2 - 2, declarations), declarations);
              break;
            // @ ;
            case 59:
              characters2 += ";";
            // { rule/at-rule
            default:
              append(reference = ruleset(characters2, root, parent, index, offset, rules, points, type, props = [], children = [], length2, rulesets), rulesets);
              if (character2 === 123)
                if (offset === 0)
                  parse(characters2, root, reference, reference, props, rulesets, length2, points, children);
                else {
                  switch (atrule) {
                    // c(ontainer)
                    case 99:
                      if (charat(characters2, 3) === 110) break;
                    // l(ayer)
                    case 108:
                      if (charat(characters2, 2) === 97) break;
                    default:
                      offset = 0;
                    // d(ocument) m(edia) s(upports)
                    case 100:
                    case 109:
                    case 115:
                  }
                  if (offset) parse(value, reference, reference, rule && append(ruleset(value, reference, reference, 0, 0, rules, points, type, rules, props = [], length2, children), children), rules, children, length2, points, rule ? props : children);
                  else parse(characters2, reference, reference, reference, [""], children, 0, points, children);
                }
          }
          index = offset = property = 0, variable = ampersand = 1, type = characters2 = "", length2 = pseudo;
          break;
        // :
        case 58:
          length2 = 1 + strlen(characters2), property = previous;
        default:
          if (variable < 1) {
            if (character2 == 123)
              --variable;
            else if (character2 == 125 && variable++ == 0 && prev() == 125)
              continue;
          }
          switch (characters2 += from(character2), character2 * variable) {
            // &
            case 38:
              ampersand = offset > 0 ? 1 : (characters2 += "\f", -1);
              break;
            // ,
            case 44:
              points[index++] = (strlen(characters2) - 1) * ampersand, ampersand = 1;
              break;
            // @
            case 64:
              if (peek() === 45)
                characters2 += delimit(next());
              atrule = peek(), offset = length2 = strlen(type = characters2 += identifier(caret())), character2++;
              break;
            // -
            case 45:
              if (previous === 45 && strlen(characters2) == 2)
                variable = 0;
          }
      }
    return rulesets;
  }
  function ruleset(value, root, parent, index, offset, rules, points, type, props, children, length2, siblings) {
    var post = offset - 1;
    var rule = offset === 0 ? rules : [""];
    var size = sizeof(rule);
    for (var i2 = 0, j2 = 0, k2 = 0; i2 < index; ++i2)
      for (var x = 0, y2 = substr(value, post + 1, post = abs(j2 = points[i2])), z2 = value; x < size; ++x)
        if (z2 = trim(j2 > 0 ? rule[x] + " " + y2 : replace2(y2, /&\f/g, rule[x])))
          props[k2++] = z2;
    return node(value, root, parent, offset === 0 ? RULESET : type, props, children, length2, siblings);
  }
  function comment(value, root, parent, siblings) {
    return node(value, root, parent, COMMENT, from(char()), substr(value, 2, -2), 0, siblings);
  }
  function declaration(value, root, parent, length2, siblings) {
    return node(value, root, parent, DECLARATION, substr(value, 0, length2), substr(value, length2 + 1, -1), length2, siblings);
  }

  // node_modules/stylis/src/Prefixer.js
  function prefix(value, length2, children) {
    switch (hash(value, length2)) {
      // color-adjust
      case 5103:
        return WEBKIT + "print-" + value + value;
      // animation, animation-(delay|direction|duration|fill-mode|iteration-count|name|play-state|timing-function)
      case 5737:
      case 4201:
      case 3177:
      case 3433:
      case 1641:
      case 4457:
      case 2921:
      // text-decoration, filter, clip-path, backface-visibility, column, box-decoration-break
      case 5572:
      case 6356:
      case 5844:
      case 3191:
      case 6645:
      case 3005:
      // background-clip, columns, column-(count|fill|gap|rule|rule-color|rule-style|rule-width|span|width)
      case 4215:
      case 6389:
      case 5109:
      case 5365:
      case 5621:
      case 3829:
      // mask, mask-image, mask-(mode|clip|size), mask-(repeat|origin), mask-position
      case 6391:
      case 5879:
      case 5623:
      case 6135:
      case 4599:
        return WEBKIT + value + value;
      // mask-composite
      case 4855:
        return WEBKIT + value.replace("add", "source-over").replace("substract", "source-out").replace("intersect", "source-in").replace("exclude", "xor") + value;
      // tab-size
      case 4789:
        return MOZ + value + value;
      // appearance, user-select, transform, hyphens, text-size-adjust
      case 5349:
      case 4246:
      case 4810:
      case 6968:
      case 2756:
        return WEBKIT + value + MOZ + value + MS + value + value;
      // writing-mode
      case 5936:
        switch (charat(value, length2 + 11)) {
          // vertical-l(r)
          case 114:
            return WEBKIT + value + MS + replace2(value, /[svh]\w+-[tblr]{2}/, "tb") + value;
          // vertical-r(l)
          case 108:
            return WEBKIT + value + MS + replace2(value, /[svh]\w+-[tblr]{2}/, "tb-rl") + value;
          // horizontal(-)tb
          case 45:
            return WEBKIT + value + MS + replace2(value, /[svh]\w+-[tblr]{2}/, "lr") + value;
        }
      // flex, flex-direction, scroll-snap-type, writing-mode
      case 6828:
      case 4268:
      case 2903:
        return WEBKIT + value + MS + value + value;
      // order
      case 6165:
        return WEBKIT + value + MS + "flex-" + value + value;
      // align-items
      case 5187:
        return WEBKIT + value + replace2(value, /(\w+).+(:[^]+)/, WEBKIT + "box-$1$2" + MS + "flex-$1$2") + value;
      // align-self
      case 5443:
        return WEBKIT + value + MS + "flex-item-" + replace2(value, /flex-|-self/g, "") + (!match(value, /flex-|baseline/) ? MS + "grid-row-" + replace2(value, /flex-|-self/g, "") : "") + value;
      // align-content
      case 4675:
        return WEBKIT + value + MS + "flex-line-pack" + replace2(value, /align-content|flex-|-self/g, "") + value;
      // flex-shrink
      case 5548:
        return WEBKIT + value + MS + replace2(value, "shrink", "negative") + value;
      // flex-basis
      case 5292:
        return WEBKIT + value + MS + replace2(value, "basis", "preferred-size") + value;
      // flex-grow
      case 6060:
        return WEBKIT + "box-" + replace2(value, "-grow", "") + WEBKIT + value + MS + replace2(value, "grow", "positive") + value;
      // transition
      case 4554:
        return WEBKIT + replace2(value, /([^-])(transform)/g, "$1" + WEBKIT + "$2") + value;
      // cursor
      case 6187:
        return replace2(replace2(replace2(value, /(zoom-|grab)/, WEBKIT + "$1"), /(image-set)/, WEBKIT + "$1"), value, "") + value;
      // background, background-image
      case 5495:
      case 3959:
        return replace2(value, /(image-set\([^]*)/, WEBKIT + "$1$`$1");
      // justify-content
      case 4968:
        return replace2(replace2(value, /(.+:)(flex-)?(.*)/, WEBKIT + "box-pack:$3" + MS + "flex-pack:$3"), /space-between/, "justify") + WEBKIT + value + value;
      // justify-self
      case 4200:
        if (!match(value, /flex-|baseline/)) return MS + "grid-column-align" + substr(value, length2) + value;
        break;
      // grid-template-(columns|rows)
      case 2592:
      case 3360:
        return MS + replace2(value, "template-", "") + value;
      // grid-(row|column)-start
      case 4384:
      case 3616:
        if (children && children.some(function(element, index) {
          return length2 = index, match(element.props, /grid-\w+-end/);
        })) {
          return ~indexof(value + (children = children[length2].value), "span", 0) ? value : MS + replace2(value, "-start", "") + value + MS + "grid-row-span:" + (~indexof(children, "span", 0) ? match(children, /\d+/) : +match(children, /\d+/) - +match(value, /\d+/)) + ";";
        }
        return MS + replace2(value, "-start", "") + value;
      // grid-(row|column)-end
      case 4896:
      case 4128:
        return children && children.some(function(element) {
          return match(element.props, /grid-\w+-start/);
        }) ? value : MS + replace2(replace2(value, "-end", "-span"), "span ", "") + value;
      // (margin|padding)-inline-(start|end)
      case 4095:
      case 3583:
      case 4068:
      case 2532:
        return replace2(value, /(.+)-inline(.+)/, WEBKIT + "$1$2") + value;
      // (min|max)?(width|height|inline-size|block-size)
      case 8116:
      case 7059:
      case 5753:
      case 5535:
      case 5445:
      case 5701:
      case 4933:
      case 4677:
      case 5533:
      case 5789:
      case 5021:
      case 4765:
        if (strlen(value) - 1 - length2 > 6)
          switch (charat(value, length2 + 1)) {
            // (m)ax-content, (m)in-content
            case 109:
              if (charat(value, length2 + 4) !== 45)
                break;
            // (f)ill-available, (f)it-content
            case 102:
              return replace2(value, /(.+:)(.+)-([^]+)/, "$1" + WEBKIT + "$2-$3$1" + MOZ + (charat(value, length2 + 3) == 108 ? "$3" : "$2-$3")) + value;
            // (s)tretch
            case 115:
              return ~indexof(value, "stretch", 0) ? prefix(replace2(value, "stretch", "fill-available"), length2, children) + value : value;
          }
        break;
      // grid-(column|row)
      case 5152:
      case 5920:
        return replace2(value, /(.+?):(\d+)(\s*\/\s*(span)?\s*(\d+))?(.*)/, function(_2, a2, b2, c2, d2, e, f2) {
          return MS + a2 + ":" + b2 + f2 + (c2 ? MS + a2 + "-span:" + (d2 ? e : +e - +b2) + f2 : "") + value;
        });
      // position: sticky
      case 4949:
        if (charat(value, length2 + 6) === 121)
          return replace2(value, ":", ":" + WEBKIT) + value;
        break;
      // display: (flex|inline-flex|grid|inline-grid)
      case 6444:
        switch (charat(value, charat(value, 14) === 45 ? 18 : 11)) {
          // (inline-)?fle(x)
          case 120:
            return replace2(value, /(.+:)([^;\s!]+)(;|(\s+)?!.+)?/, "$1" + WEBKIT + (charat(value, 14) === 45 ? "inline-" : "") + "box$3$1" + WEBKIT + "$2$3$1" + MS + "$2box$3") + value;
          // (inline-)?gri(d)
          case 100:
            return replace2(value, ":", ":" + MS) + value;
        }
        break;
      // scroll-margin, scroll-margin-(top|right|bottom|left)
      case 5719:
      case 2647:
      case 2135:
      case 3927:
      case 2391:
        return replace2(value, "scroll-", "scroll-snap-") + value;
    }
    return value;
  }

  // node_modules/stylis/src/Serializer.js
  function serialize(children, callback) {
    var output = "";
    for (var i2 = 0; i2 < children.length; i2++)
      output += callback(children[i2], i2, children, callback) || "";
    return output;
  }
  function stringify(element, index, children, callback) {
    switch (element.type) {
      case LAYER:
        if (element.children.length) break;
      case IMPORT:
      case NAMESPACE:
      case DECLARATION:
        return element.return = element.return || element.value;
      case COMMENT:
        return "";
      case KEYFRAMES:
        return element.return = element.value + "{" + serialize(element.children, callback) + "}";
      case RULESET:
        if (!strlen(element.value = element.props.join(","))) return "";
    }
    return strlen(children = serialize(element.children, callback)) ? element.return = element.value + "{" + children + "}" : "";
  }

  // node_modules/stylis/src/Middleware.js
  function middleware(collection) {
    var length2 = sizeof(collection);
    return function(element, index, children, callback) {
      var output = "";
      for (var i2 = 0; i2 < length2; i2++)
        output += collection[i2](element, index, children, callback) || "";
      return output;
    };
  }
  function rulesheet(callback) {
    return function(element) {
      if (!element.root) {
        if (element = element.return)
          callback(element);
      }
    };
  }
  function prefixer(element, index, children, callback) {
    if (element.length > -1) {
      if (!element.return)
        switch (element.type) {
          case DECLARATION:
            element.return = prefix(element.value, element.length, children);
            return;
          case KEYFRAMES:
            return serialize([copy(element, { value: replace2(element.value, "@", "@" + WEBKIT) })], callback);
          case RULESET:
            if (element.length)
              return combine(children = element.props, function(value) {
                switch (match(value, callback = /(::plac\w+|:read-\w+)/)) {
                  // :read-(only|write)
                  case ":read-only":
                  case ":read-write":
                    lift(copy(element, { props: [replace2(value, /:(read-\w+)/, ":" + MOZ + "$1")] }));
                    lift(copy(element, { props: [value] }));
                    assign(element, { props: filter(children, callback) });
                    break;
                  // :placeholder
                  case "::placeholder":
                    lift(copy(element, { props: [replace2(value, /:(plac\w+)/, ":" + WEBKIT + "input-$1")] }));
                    lift(copy(element, { props: [replace2(value, /:(plac\w+)/, ":" + MOZ + "$1")] }));
                    lift(copy(element, { props: [replace2(value, /:(plac\w+)/, MS + "input-$1")] }));
                    lift(copy(element, { props: [value] }));
                    assign(element, { props: filter(children, callback) });
                    break;
                }
                return "";
              });
        }
    }
  }

  // node_modules/styled-components/dist/styled-components.esm.js
  function i(e, ...t2) {
    return true ? new Error(`An error occurred. See https://github.com/styled-components/styled-components/blob/main/packages/styled-components/src/utils/errors.md#${e} for more information.${t2.length > 0 ? ` Args: ${t2.join(", ")}` : ""}`) : new Error((function(...e2) {
      let t3 = e2[0];
      const n2 = [];
      for (let t4 = 1, o = e2.length; t4 < o; t4 += 1) n2.push(e2[t4]);
      return n2.forEach((e3) => {
        t3 = t3.replace(/%[a-z]/, e3);
      }), t3;
    })(r[e], ...t2).trim());
  }
  var l;
  var a;
  var c = "undefined" != typeof process && void 0 !== process.env && (process.env.REACT_APP_SC_ATTR || process.env.SC_ATTR) || "data-styled";
  var u = "active";
  var d = "data-styled-version";
  var h = "6.6.0";
  var p = "/*!sc*/\n";
  var f = "undefined" != typeof window && "undefined" != typeof document;
  var m = void 0 === import_react.default.createContext;
  if (!m && !import_react.default.createContext) throw i(19);
  function g(e) {
    if ("undefined" != typeof process && void 0 !== process.env) {
      const t2 = process.env[e];
      if (void 0 !== t2 && "" !== t2) return "false" !== t2;
    }
  }
  var y = Boolean("boolean" == typeof SC_DISABLE_SPEEDY ? SC_DISABLE_SPEEDY : null !== (a = null !== (l = g("REACT_APP_SC_DISABLE_SPEEDY")) && void 0 !== l ? l : g("SC_DISABLE_SPEEDY")) && void 0 !== a ? a : "undefined" != typeof process && void 0 !== process.env && false);
  var v = "sc-keyframes-";
  var w = {};
  var b = 1 << 30;
  var S = /* @__PURE__ */ new Map();
  var N = /* @__PURE__ */ new Map();
  var C = 1;
  var O = (e) => {
    if (S.has(e)) return S.get(e);
    for (; N.has(C); ) C++;
    const t2 = C++;
    if (false) throw i(16, `${t2}`);
    return S.set(e, t2), N.set(t2, e), t2;
  };
  var E = (e) => N.get(e);
  var P = (e, t2) => {
    C = t2 + 1, S.set(e, t2), N.set(t2, e);
  };
  var _ = Object.freeze([]);
  var $ = Object.freeze({});
  function R(e, t2, n2 = $) {
    return e.theme !== n2.theme && e.theme || t2 || n2.theme;
  }
  var k = /[!"#$%&'()*+,./:;<=>?@[\\\]^`{|}~-]+/g;
  var j = /(^-|-$)/g;
  function T(e) {
    return e.replace(k, "-").replace(j, "");
  }
  var D = /(a)(d)/gi;
  var M = (e) => String.fromCharCode(e + (e > 25 ? 39 : 97));
  function V(e) {
    let t2, n2 = "";
    for (t2 = Math.abs(e); t2 > 52; t2 = t2 / 52 | 0) n2 = M(t2 % 52) + n2;
    return (M(t2 % 52) + n2).replace(D, "$1-$2");
  }
  var F = 5381;
  var G = (e, t2) => {
    let n2 = t2.length;
    for (; n2; ) e = 33 * e ^ t2.charCodeAt(--n2);
    return e;
  };
  var z = (e) => G(F, e);
  function W(e) {
    return V(z(e) >>> 0);
  }
  function L(e) {
    return e.displayName || e.name || "Component";
  }
  function q(e) {
    return "string" == typeof e && true;
  }
  function B(e) {
    return q(e) ? `styled.${e}` : `Styled(${L(e)})`;
  }
  var H = /* @__PURE__ */ Symbol.for("react.memo");
  var Y = /* @__PURE__ */ Symbol.for("react.forward_ref");
  var U = { contextType: true, defaultProps: true, displayName: true, getDerivedStateFromError: true, getDerivedStateFromProps: true, propTypes: true, type: true };
  var J = { name: true, length: true, prototype: true, caller: true, callee: true, arguments: true, arity: true };
  var X = { $$typeof: true, compare: true, defaultProps: true, displayName: true, propTypes: true, type: true };
  var Z = { [Y]: { $$typeof: true, render: true, defaultProps: true, displayName: true, propTypes: true }, [H]: X };
  function K(e) {
    return ("type" in (t2 = e) && t2.type.$$typeof) === H ? X : "$$typeof" in e ? Z[e.$$typeof] : U;
    var t2;
  }
  var Q = Object.defineProperty;
  var ee = Object.getOwnPropertyNames;
  var te = Object.getOwnPropertySymbols;
  var ne = Object.getOwnPropertyDescriptor;
  var oe = Object.getPrototypeOf;
  var se = Object.prototype;
  function re(e, t2, n2) {
    if ("string" != typeof t2) {
      const o = oe(t2);
      o && o !== se && re(e, o, n2);
      const s = ee(t2).concat(te(t2)), r = K(e), i2 = K(t2);
      for (let o2 = 0; o2 < s.length; ++o2) {
        const l2 = s[o2];
        if (!(l2 in J || n2 && n2[l2] || i2 && l2 in i2 || r && l2 in r)) {
          const n3 = ne(t2, l2);
          try {
            Q(e, l2, n3);
          } catch (e2) {
          }
        }
      }
    }
    return e;
  }
  function ie(e) {
    return "function" == typeof e;
  }
  var le = /* @__PURE__ */ Symbol.for("react.forward_ref");
  function ae(e) {
    return null != e && ("object" == typeof e || "function" == typeof e) && e.$$typeof === le && "styledComponentId" in e;
  }
  function ce(e, t2) {
    return e && t2 ? e + " " + t2 : e || t2 || "";
  }
  function ue(e, t2) {
    return e.join(t2 || "");
  }
  function de(e) {
    let t2 = "";
    for (let n2 = 0; n2 < e.length; n2++) t2 += e[n2] + p;
    return t2;
  }
  function he(e) {
    return e ? e.replaceAll(p, "") : e;
  }
  function pe(e) {
    return null !== e && "object" == typeof e && e.constructor.name === Object.name && !("props" in e && e.$$typeof);
  }
  function fe(e, t2, n2 = false) {
    if (!n2 && !pe(e) && !Array.isArray(e)) return t2;
    if (Array.isArray(t2)) for (let n3 = 0; n3 < t2.length; n3++) e[n3] = fe(e[n3], t2[n3]);
    else if (pe(t2)) for (const n3 in t2) e[n3] = fe(e[n3], t2[n3]);
    return e;
  }
  function me(e) {
    if (!m) return null;
    const n2 = import_react.default.cache;
    return n2 ? n2(e) : null;
  }
  function ge(e, t2) {
    Object.defineProperty(e, "toString", { value: t2 });
  }
  var ye = class {
    constructor(e) {
      this.groupSizes = new Uint32Array(512), this.length = 512, this.tag = e, this._cGroup = 0, this._cIndex = 0;
    }
    indexOfGroup(e) {
      if (e === this._cGroup) return this._cIndex;
      let t2 = this._cIndex;
      if (e > this._cGroup) for (let n2 = this._cGroup; n2 < e; n2++) t2 += this.groupSizes[n2];
      else for (let n2 = this._cGroup - 1; n2 >= e; n2--) t2 -= this.groupSizes[n2];
      return this._cGroup = e, this._cIndex = t2, t2;
    }
    insertRules(e, t2) {
      if (e >= this.groupSizes.length) {
        const t3 = this.groupSizes, n3 = t3.length;
        let o2 = n3;
        for (; e >= o2; ) if (o2 <<= 1, o2 < 0) throw i(16, `${e}`);
        this.groupSizes = new Uint32Array(o2), this.groupSizes.set(t3), this.length = o2;
        for (let e2 = n3; e2 < o2; e2++) this.groupSizes[e2] = 0;
      }
      let n2 = this.indexOfGroup(e + 1), o = 0;
      for (let s = 0, r = t2.length; s < r; s++) this.tag.insertRule(n2, t2[s]) && (this.groupSizes[e]++, n2++, o++);
      o > 0 && this._cGroup > e && (this._cIndex += o);
    }
    clearGroup(e) {
      if (e < this.length) {
        const t2 = this.groupSizes[e], n2 = this.indexOfGroup(e), o = n2 + t2;
        this.groupSizes[e] = 0;
        for (let e2 = n2; e2 < o; e2++) this.tag.deleteRule(n2);
        t2 > 0 && this._cGroup > e && (this._cIndex -= t2);
      }
    }
    getGroup(e) {
      let t2 = "";
      if (e >= this.length || 0 === this.groupSizes[e]) return t2;
      const n2 = this.groupSizes[e], o = this.indexOfGroup(e), s = o + n2;
      for (let e2 = o; e2 < s; e2++) t2 += this.tag.getRule(e2) + p;
      return t2;
    }
  };
  var ve = `style[${c}][${d}="${h}"]`;
  var we = new RegExp(`^${c}\\.g(\\d+)\\[id="([\\w\\d-]+)"\\].*?"([^"]*)`);
  var Se = (e) => "undefined" != typeof ShadowRoot && e instanceof ShadowRoot || "host" in e && 11 === e.nodeType;
  var Ne = (e) => {
    if (!e) return document;
    if (Se(e)) return e;
    if ("getRootNode" in e) {
      const t2 = e.getRootNode();
      if (Se(t2)) return t2;
    }
    return document;
  };
  var Ce = (e, t2, n2) => {
    const o = n2.split(",");
    let s;
    for (let n3 = 0, r = o.length; n3 < r; n3++) (s = o[n3]) && e.registerName(t2, s);
  };
  var Oe = (e, t2) => {
    var n2;
    const o = (null !== (n2 = t2.textContent) && void 0 !== n2 ? n2 : "").split(p), s = [];
    for (let t3 = 0, n3 = o.length; t3 < n3; t3++) {
      const n4 = o[t3].trim();
      if (!n4) continue;
      const r = n4.match(we);
      if (r) {
        const t4 = 0 | parseInt(r[1], 10), n5 = r[2];
        0 !== t4 && (P(n5, t4), Ce(e, n5, r[3]), e.getTag().insertRules(t4, s)), s.length = 0;
      } else s.push(n4);
    }
  };
  var Ee = (e) => {
    const t2 = Ne(e.options.target);
    ((e2) => {
      if (false) {
        if (be) return;
        const t3 = e2.querySelectorAll(`style[${c}]`);
        for (let e3 = 0, n3 = t3.length; e3 < n3; e3++) {
          if (t3[e3].getAttribute(c) === u) continue;
          const n4 = t3[e3].getAttribute(d);
          if (null !== n4 && n4 !== h) return be = true, void console.warn(`Found server-rendered styles from styled-components ${n4}, but this copy is ${h}. If both come from the same app, class names will not match and hydration will fail: make sure the server and the browser load the same version (run \`npm ls styled-components\` to find duplicates). Pages that intentionally host separate apps on different versions can ignore this.`);
        }
      }
    })(t2);
    const n2 = t2.querySelectorAll(ve);
    for (let t3 = 0, o = n2.length; t3 < o; t3++) {
      const o2 = n2[t3];
      o2 && o2.getAttribute(c) !== u && (Oe(e, o2), o2.parentNode && o2.parentNode.removeChild(o2));
    }
  };
  var Pe = false;
  function Ae() {
    if (false !== Pe) return Pe;
    if ("undefined" != typeof document) {
      const e = document.head.querySelector('meta[property="csp-nonce"]');
      if (e) return Pe = e.nonce || e.getAttribute("content") || void 0;
      const t2 = document.head.querySelector('meta[name="sc-nonce"]');
      if (t2) return Pe = t2.getAttribute("content") || void 0;
    }
    return Pe = "undefined" != typeof __webpack_nonce__ ? __webpack_nonce__ : void 0;
  }
  var Ie = (e, t2) => {
    if ("undefined" == typeof document) throw i(20);
    const n2 = document.head, o = e || n2, s = document.createElement("style"), r = ((e2) => {
      const t3 = Array.from(e2.querySelectorAll(`style[${c}]`));
      return t3[t3.length - 1];
    })(o), l2 = void 0 !== r ? r.nextSibling : null;
    s.setAttribute(c, u), s.setAttribute(d, h);
    const a2 = t2 || Ae();
    return a2 && s.setAttribute("nonce", a2), o.insertBefore(s, l2), s;
  };
  var xe = class {
    constructor(e, t2) {
      this.element = Ie(e, t2), this.element.appendChild(document.createTextNode("")), this.sheet = ((e2) => {
        var t3;
        if (e2.sheet) return e2.sheet;
        const n2 = null !== (t3 = e2.getRootNode().styleSheets) && void 0 !== t3 ? t3 : document.styleSheets;
        for (let t4 = 0, o = n2.length; t4 < o; t4++) {
          const o2 = n2[t4];
          if (o2.ownerNode === e2) return o2;
        }
        throw i(17);
      })(this.element), this.length = 0;
    }
    insertRule(e, t2) {
      try {
        return this.sheet.insertRule(t2, e), this.length++, true;
      } catch (e2) {
        return false;
      }
    }
    deleteRule(e) {
      this.sheet.deleteRule(e), this.length--;
    }
    getRule(e) {
      const t2 = this.sheet.cssRules[e];
      return t2 && t2.cssText ? t2.cssText : "";
    }
  };
  var _e = class {
    constructor(e, t2) {
      this.element = Ie(e, t2), this.nodes = this.element.childNodes, this.length = 0;
    }
    insertRule(e, t2) {
      if (e <= this.length && e >= 0) {
        const n2 = document.createTextNode(t2);
        return this.element.insertBefore(n2, this.nodes[e] || null), this.length++, true;
      }
      return false;
    }
    deleteRule(e) {
      this.element.removeChild(this.nodes[e]), this.length--;
    }
    getRule(e) {
      return e < this.length ? this.nodes[e].textContent : "";
    }
  };
  var $e = class {
    constructor(e) {
      this.rules = [], this.length = 0;
    }
    insertRule(e, t2) {
      return e <= this.length && (e === this.length ? this.rules.push(t2) : this.rules.splice(e, 0, t2), this.length++, true);
    }
    deleteRule(e) {
      this.rules.splice(e, 1), this.length--;
    }
    getRule(e) {
      return e < this.length ? this.rules[e] : "";
    }
  };
  var Re = f;
  var ke = { isServer: !f, useCSSOMInjection: !y };
  var je = class _je {
    static registerId(e) {
      return O(e);
    }
    constructor(e = $, t2 = {}, n2) {
      this.options = Object.assign(Object.assign({}, ke), e), this.gs = t2, this.keyframeIds = /* @__PURE__ */ new Set(), this.names = new Map(n2), this.server = !!e.isServer, !this.server && f && Re && (Re = false, Ee(this)), ge(this, () => ((e2) => {
        const t3 = e2.getTag(), { length: n3 } = t3;
        let o = "";
        for (let s = 0; s < n3; s++) {
          const n4 = E(s);
          if (void 0 === n4) continue;
          const r = e2.names.get(n4);
          if (void 0 === r || !r.size) continue;
          const i2 = t3.getGroup(s);
          if (0 === i2.length) continue;
          const l2 = c + ".g" + s + '[id="' + n4 + '"]';
          let a2 = "";
          for (const e3 of r) e3.length > 0 && (a2 += e3 + ",");
          o += i2 + l2 + '{content:"' + a2 + '"}' + p;
        }
        return o;
      })(this));
    }
    rehydrate() {
      !this.server && f && Ee(this);
    }
    reconstructWithOptions(e, t2 = true) {
      const n2 = new _je(Object.assign(Object.assign({}, this.options), e), this.gs, t2 && this.names || void 0);
      return n2.keyframeIds = new Set(this.keyframeIds), !this.server && f && e.target !== this.options.target && Ne(this.options.target) !== Ne(e.target) && Ee(n2), n2;
    }
    allocateGSInstance(e) {
      return this.gs[e] = (this.gs[e] || 0) + 1;
    }
    getTag() {
      return this.tag || (this.tag = (e = (({ isServer: e2, useCSSOMInjection: t2, target: n2, nonce: o }) => e2 ? new $e(n2) : t2 ? new xe(n2, o) : new _e(n2, o))(this.options), new ye(e)));
      var e;
    }
    hasNameForId(e, t2) {
      var n2, o;
      return null !== (o = null === (n2 = this.names.get(e)) || void 0 === n2 ? void 0 : n2.has(t2)) && void 0 !== o && o;
    }
    registerName(e, t2) {
      O(e), e.startsWith(v) && this.keyframeIds.add(e);
      const n2 = this.names.get(e);
      n2 ? n2.add(t2) : this.names.set(e, /* @__PURE__ */ new Set([t2]));
    }
    insertRules(e, t2, n2) {
      this.registerName(e, t2), this.getTag().insertRules(O(e), n2);
    }
    clearNames(e) {
      this.names.has(e) && this.names.get(e).clear();
    }
    clearRules(e) {
      this.getTag().clearGroup(O(e)), this.clearNames(e);
    }
    clearTag() {
      this.tag = void 0;
    }
  };
  var Te = /* @__PURE__ */ new WeakSet();
  var De = { animationIterationCount: 1, aspectRatio: 1, borderImageOutset: 1, borderImageSlice: 1, borderImageWidth: 1, columnCount: 1, columns: 1, flex: 1, flexGrow: 1, flexShrink: 1, gridRow: 1, gridRowEnd: 1, gridRowSpan: 1, gridRowStart: 1, gridColumn: 1, gridColumnEnd: 1, gridColumnSpan: 1, gridColumnStart: 1, fontWeight: 1, lineHeight: 1, opacity: 1, order: 1, orphans: 1, scale: 1, tabSize: 1, widows: 1, zIndex: 1, zoom: 1, WebkitLineClamp: 1, fillOpacity: 1, floodOpacity: 1, stopOpacity: 1, strokeDasharray: 1, strokeDashoffset: 1, strokeMiterlimit: 1, strokeOpacity: 1, strokeWidth: 1 };
  function Me(e, t2) {
    return null == t2 || "boolean" == typeof t2 || "" === t2 ? "" : "number" != typeof t2 || 0 === t2 || e in De || e.startsWith("--") ? String(t2).trim() : t2 + "px";
  }
  var Ve = 47;
  function Fe(e) {
    if (45 === e.charCodeAt(0) && 45 === e.charCodeAt(1)) return e;
    let t2 = "";
    for (let n2 = 0; n2 < e.length; n2++) {
      const o = e.charCodeAt(n2);
      t2 += o >= 65 && o <= 90 ? "-" + String.fromCharCode(o + 32) : e[n2];
    }
    return t2.startsWith("ms-") ? "-" + t2 : t2;
  }
  var Ge = /* @__PURE__ */ Symbol.for("sc-keyframes");
  function ze(e) {
    return "object" == typeof e && null !== e && Ge in e;
  }
  function We(e) {
    return ie(e) && !(e.prototype && e.prototype.isReactComponent);
  }
  var Le = (e) => null == e || false === e || "" === e;
  var qe = /* @__PURE__ */ Symbol.for("react.client.reference");
  function Be(e) {
    return e.$$typeof === qe;
  }
  function Ye(e, t2) {
    for (const n2 in e) {
      const o = e[n2];
      e.hasOwnProperty(n2) && !Le(o) && (Array.isArray(o) && Te.has(o) || ie(o) ? t2.push(Fe(n2) + ":", o, ";") : pe(o) ? (t2.push(n2 + " {"), Ye(o, t2), t2.push("}")) : t2.push(Fe(n2) + ": " + Me(n2, o) + ";"));
    }
  }
  function Ue(e, t2, n2, o, s = []) {
    if (Le(e)) return s;
    const r = typeof e;
    if ("string" === r) return s.push(e), s;
    if ("function" === r) {
      if (Be(e)) return false, s;
      if (We(e) && t2) {
        const r2 = e(t2);
        return true, Ue(r2, t2, n2, o, s);
      }
      return s.push(e), s;
    }
    if (Array.isArray(e)) {
      for (let r2 = 0; r2 < e.length; r2++) Ue(e[r2], t2, n2, o, s);
      return s;
    }
    return ae(e) ? (s.push(`.${e.styledComponentId}`), s) : ze(e) ? (n2 ? (e.inject(n2, o), s.push(e.getName(o))) : s.push(e), s) : Be(e) ? (false, s) : pe(e) ? e.toString !== Object.prototype.toString ? (s.push(e.toString()), s) : (Ye(e, s), s) : (s.push(e.toString()), s);
  }
  var Je = z(h);
  var Xe = m ? /* @__PURE__ */ new WeakMap() : null;
  function Ze(e, t2) {
    var n2, o;
    return null !== (o = null === (n2 = null == Xe ? void 0 : Xe.get(e)) || void 0 === n2 ? void 0 : n2.get(t2)) && void 0 !== o ? o : null;
  }
  var Ke = class {
    constructor(e, t2, n2) {
      this.rules = e, this.componentId = t2, this.baseHash = G(Je, t2), this.baseStyle = n2, je.registerId(t2);
    }
    generateAndInjectStyles(e, t2, n2) {
      let o = this.baseStyle ? this.baseStyle.generateAndInjectStyles(e, t2, n2) : "";
      {
        let s = "";
        for (let o2 = 0; o2 < this.rules.length; o2++) {
          const r = this.rules[o2];
          if ("string" == typeof r) s += r;
          else if (r) if (We(r)) {
            const o3 = r(e);
            "string" == typeof o3 ? s += o3 : null != o3 && false !== o3 && (true, s += ue(Ue(o3, e, t2, n2)));
          } else s += ue(Ue(r, e, t2, n2));
        }
        if (s) {
          this.dynamicNameCache || (this.dynamicNameCache = /* @__PURE__ */ new Map());
          const e2 = n2.hash ? n2.hash + s : s;
          let r = this.dynamicNameCache.get(e2);
          if (!r) {
            if (r = V(G(G(this.baseHash, n2.hash), s) >>> 0), this.dynamicNameCache.size >= 200) {
              const e3 = this.dynamicNameCache.keys().next().value;
              void 0 !== e3 && this.dynamicNameCache.delete(e3);
            }
            this.dynamicNameCache.set(e2, r);
          }
          if (!t2.hasNameForId(this.componentId, r)) if (m && (function(e3, t3) {
            var n3, o2;
            return null !== (o2 = null === (n3 = null == Xe ? void 0 : Xe.get(e3)) || void 0 === n3 ? void 0 : n3.has(t3)) && void 0 !== o2 && o2;
          })(this, r)) t2.registerName(this.componentId, r);
          else {
            const e3 = n2(s, "." + r, void 0, this.componentId);
            m && (function(e4, t3, n3) {
              if (!Xe) return;
              let o2 = Xe.get(e4);
              o2 || (o2 = /* @__PURE__ */ new Map(), Xe.set(e4, o2)), o2.set(t3, de(n3));
            })(this, r, e3), t2.insertRules(this.componentId, r, e3);
          }
          o = ce(o, r);
        }
      }
      return o;
    }
  };
  var Qe = /&/g;
  function et(e, t2) {
    let n2 = 0;
    for (; --t2 >= 0 && 92 === e.charCodeAt(t2); ) n2++;
    return !(1 & ~n2);
  }
  function tt(e) {
    const t2 = e.length;
    let n2 = "", o = 0, s = 0, r = 0, i2 = false, l2 = false;
    for (let a2 = 0; a2 < t2; a2++) {
      const c2 = e.charCodeAt(a2);
      if (0 !== r || i2 || c2 !== Ve || 42 !== e.charCodeAt(a2 + 1)) if (i2) 42 === c2 && e.charCodeAt(a2 + 1) === Ve && (i2 = false, a2++);
      else if (34 !== c2 && 39 !== c2 || et(e, a2)) {
        if (0 === r) if (123 === c2) s++;
        else if (125 === c2) {
          if (s--, s < 0) {
            l2 = true;
            let n3 = a2 + 1;
            for (; n3 < t2; ) {
              const t3 = e.charCodeAt(n3);
              if (59 === t3 || 10 === t3) break;
              n3++;
            }
            n3 < t2 && 59 === e.charCodeAt(n3) && n3++, s = 0, a2 = n3 - 1, o = n3;
            continue;
          }
          0 === s && (n2 += e.substring(o, a2 + 1), o = a2 + 1);
        } else 59 === c2 && 0 === s && (n2 += e.substring(o, a2 + 1), o = a2 + 1);
      } else 0 === r ? r = c2 : r === c2 && (r = 0);
      else i2 = true, a2++;
    }
    return l2 || 0 !== s || 0 !== r ? (o < t2 && 0 === s && 0 === r && (n2 += e.substring(o)), n2) : e;
  }
  function nt(e, t2) {
    const n2 = t2 + " ", o = "," + n2;
    for (let s = 0; s < e.length; s++) {
      const r = e[s];
      if ("rule" === r.type) {
        r.value = (n2 + r.value).replaceAll(",", o);
        const e2 = r.props, t3 = [];
        for (let o2 = 0; o2 < e2.length; o2++) t3[o2] = n2 + e2[o2];
        r.props = t3;
      }
      Array.isArray(r.children) && "@keyframes" !== r.type && nt(r.children, t2);
    }
    return e;
  }
  function ot({ options: e = $, plugins: t2 = _ } = $) {
    let n2, s, r;
    const l2 = (e2, t3, o) => o.startsWith(s) && o.endsWith(s) && o.replaceAll(s, "").length > 0 ? `.${n2}` : e2, a2 = t2.slice();
    a2.push((e2) => {
      e2.type === RULESET && e2.value.includes("&") && (r || (r = new RegExp(`\\${s}\\b`, "g")), e2.props[0] = e2.props[0].replace(Qe, s).replace(r, l2));
    }), e.prefix && a2.push(prefixer), a2.push(stringify);
    let c2 = [];
    const u2 = middleware(a2.concat(rulesheet((e2) => c2.push(e2)))), d2 = (t3, i2 = "", l3 = "", a3 = "&") => {
      n2 = a3, s = i2, r = void 0;
      const d3 = (function(e2) {
        const t4 = -1 !== e2.indexOf("//"), n3 = -1 !== e2.indexOf("}");
        if (!t4 && !n3) return e2;
        if (!t4) return tt(e2);
        const o = e2.length;
        let s2 = "", r2 = 0, i3 = 0, l4 = 0, a4 = 0, c3 = 0, u3 = false;
        for (; i3 < o; ) {
          const t5 = e2.charCodeAt(i3);
          if (34 !== t5 && 39 !== t5 || et(e2, i3)) if (0 === l4) if (t5 === Ve && i3 + 1 < o && 42 === e2.charCodeAt(i3 + 1)) {
            for (i3 += 2; i3 + 1 < o && (42 !== e2.charCodeAt(i3) || e2.charCodeAt(i3 + 1) !== Ve); ) i3++;
            i3 += 2;
          } else if (40 !== t5) if (41 !== t5) if (a4 > 0) i3++;
          else if (42 === t5 && i3 + 1 < o && e2.charCodeAt(i3 + 1) === Ve) s2 += e2.substring(r2, i3), i3 += 2, r2 = i3, u3 = true;
          else if (t5 === Ve && i3 + 1 < o && e2.charCodeAt(i3 + 1) === Ve) {
            for (s2 += e2.substring(r2, i3); i3 < o && 10 !== e2.charCodeAt(i3); ) i3++;
            r2 = i3, u3 = true;
          } else 123 === t5 ? c3++ : 125 === t5 && c3--, i3++;
          else a4 > 0 && a4--, i3++;
          else a4++, i3++;
          else i3++;
          else 0 === l4 ? l4 = t5 : l4 === t5 && (l4 = 0), i3++;
        }
        return u3 ? (r2 < o && (s2 += e2.substring(r2)), 0 === c3 ? s2 : tt(s2)) : 0 === c3 ? e2 : tt(e2);
      })(t3);
      let h3 = compile(l3 || i2 ? l3 + " " + i2 + " { " + d3 + " }" : d3);
      return e.namespace && (h3 = nt(h3, e.namespace)), c2 = [], serialize(h3, u2), c2;
    }, h2 = e;
    let p2 = F;
    for (let e2 = 0; e2 < t2.length; e2++) t2[e2].name || i(15), p2 = G(p2, t2[e2].name);
    return (null == h2 ? void 0 : h2.namespace) && (p2 = G(p2, h2.namespace)), (null == h2 ? void 0 : h2.prefix) && (p2 = G(p2, "p")), d2.hash = p2 !== F ? p2.toString() : "", d2;
  }
  var st;
  var rt;
  var it;
  var lt = new je();
  var at = ot();
  var ct;
  var ut = null;
  var dt = at;
  var ht = m && null !== (it = null === (rt = (st = import_react.default).cache) || void 0 === rt ? void 0 : rt.call(st, () => {
    lt.names.clear(), lt.keyframeIds.clear(), lt.clearTag(), ut = null;
  })) && void 0 !== it ? it : null;
  var pt = { shouldForwardProp: void 0, styleSheet: lt, stylis: at, stylisPlugins: void 0 };
  var ft = m ? { Provider: ({ children: e }) => e, Consumer: ({ children: e }) => e(pt) } : import_react.default.createContext(pt);
  var mt = ft.Consumer;
  function gt() {
    return m ? (ht && ht(), ut || pt) : import_react.default.useContext(ft);
  }
  function yt(e) {
    var n2, o, s;
    if (m) {
      ht && ht();
      const t2 = ut || pt, s2 = void 0 !== e.stylisPlugins || void 0 !== e.namespace || void 0 !== e.enableVendorPrefixes;
      s2 && (e.stylisPlugins && e.stylisPlugins !== ct ? (ct = e.stylisPlugins, dt = ot({ options: { namespace: e.namespace, prefix: e.enableVendorPrefixes }, plugins: e.stylisPlugins })) : void 0 === e.namespace && void 0 === e.enableVendorPrefixes || (dt = ot({ options: { namespace: e.namespace, prefix: e.enableVendorPrefixes }, plugins: null !== (n2 = e.stylisPlugins) && void 0 !== n2 ? n2 : t2.stylisPlugins })));
      const r2 = s2 ? void 0 === e.stylisPlugins || e.stylisPlugins.length ? dt : at : t2.stylis, i3 = "shouldForwardProp" in e ? e.shouldForwardProp : t2.shouldForwardProp, l3 = null !== (o = e.stylisPlugins) && void 0 !== o ? o : t2.stylisPlugins;
      return ut = r2 !== at || i3 ? { shouldForwardProp: i3, styleSheet: lt, stylis: r2, stylisPlugins: l3 } : null, e.children;
    }
    const r = gt(), { styleSheet: i2 } = r, l2 = import_react.default.useMemo(() => {
      let t2 = i2;
      return e.sheet ? t2 = e.sheet : e.target ? t2 = t2.reconstructWithOptions(void 0 !== e.nonce ? { target: e.target, nonce: e.nonce } : { target: e.target }, false) : void 0 !== e.nonce && (t2 = t2.reconstructWithOptions({ nonce: e.nonce })), e.disableCSSOMInjection && (t2 = t2.reconstructWithOptions({ useCSSOMInjection: false })), t2;
    }, [e.disableCSSOMInjection, e.nonce, e.sheet, e.target, i2]), a2 = import_react.default.useMemo(() => {
      var t2;
      return void 0 === e.stylisPlugins && void 0 === e.namespace && void 0 === e.enableVendorPrefixes ? r.stylis : ot({ options: { namespace: e.namespace, prefix: e.enableVendorPrefixes }, plugins: null !== (t2 = e.stylisPlugins) && void 0 !== t2 ? t2 : r.stylisPlugins });
    }, [e.enableVendorPrefixes, e.namespace, e.stylisPlugins, r.stylis, r.stylisPlugins]), c2 = "shouldForwardProp" in e ? e.shouldForwardProp : r.shouldForwardProp, u2 = null !== (s = e.stylisPlugins) && void 0 !== s ? s : r.stylisPlugins, d2 = import_react.default.useMemo(() => ({ shouldForwardProp: c2, styleSheet: l2, stylis: a2, stylisPlugins: u2 }), [c2, l2, a2, u2]);
    return import_react.default.createElement(ft.Provider, { value: d2 }, e.children);
  }
  var vt = m ? { Provider: ({ children: e }) => e, Consumer: ({ children: e }) => e(void 0) } : import_react.default.createContext(void 0);
  var wt = vt.Consumer;
  var Nt = {};
  function Ct(e, t2) {
    const n2 = "string" != typeof e ? "sc" : T(e);
    Nt[n2] = (Nt[n2] || 0) + 1;
    const o = n2 + "-" + W(h + n2 + Nt[n2]);
    return t2 ? t2 + "-" + o : o;
  }
  var Et = m && false ? me(() => /* @__PURE__ */ new Map()) : null;
  var Pt = m ? me(() => /* @__PURE__ */ new Map()) : null;
  var At = /* @__PURE__ */ new Map();
  function It(e) {
    let t2 = At.get(e);
    return t2 || (t2 = new RegExp("\\." + e + "(?![a-zA-Z0-9_-])", "g"), At.set(e, t2)), t2;
  }
  function xt(e, t2) {
    for (let n2 = 0; n2 < t2.length; n2++) {
      const o = It(t2[n2]);
      o.lastIndex = 0, e = e.replace(o, ":where(." + t2[n2] + ")");
    }
    return e;
  }
  function _t(o, s, r) {
    const i2 = ae(o), l2 = o, a2 = !q(o), { attrs: u2 = _, componentId: d2 = Ct(s.displayName, s.parentComponentId), displayName: h2 = B(o) } = s, p2 = s.displayName && s.componentId ? T(s.displayName) + "-" + s.componentId : s.componentId || d2, f2 = i2 && l2.attrs ? l2.attrs.concat(u2).filter(Boolean) : u2;
    let { shouldForwardProp: g2 } = s;
    if (i2 && l2.shouldForwardProp) {
      const e = l2.shouldForwardProp;
      if (s.shouldForwardProp) {
        const t2 = s.shouldForwardProp;
        g2 = (n2, o2) => e(n2, o2) && t2(n2, o2);
      } else g2 = e;
    }
    const y2 = new Ke(r, p2, i2 ? l2.componentStyle : void 0);
    function v2(o2, s2) {
      return (function(o3, s3, r2) {
        const { attrs: i3, componentStyle: l3, defaultProps: a3, foldedComponentIds: u3, styledComponentId: d3, target: h3 } = o3, p3 = m ? void 0 : import_react.default.useContext(vt), f3 = gt(), g3 = o3.shouldForwardProp || f3.shouldForwardProp;
        const y3 = R(s3, p3, a3) || (m ? void 0 : $), [v3, w3] = (function(e, t2, n2) {
          const o4 = Object.assign(Object.assign({}, t2), { className: void 0, theme: n2 });
          let s4 = null;
          const r3 = e.length > 1;
          for (let t3 = 0; t3 < e.length; t3++) {
            const n3 = e[t3], i4 = ie(n3) ? n3(r3 ? Object.assign({}, o4) : o4) : n3;
            for (const e2 in i4) "className" === e2 ? o4.className = ce(o4.className, i4[e2]) : "style" === e2 ? o4.style = Object.assign(Object.assign({}, o4.style), i4[e2]) : void 0 === i4[e2] ? e2 in o4 && (void 0 !== o4[e2] && (s4 || (s4 = [])).push(e2), o4[e2] = void 0) : o4[e2] = i4[e2];
          }
          return "className" in t2 && "string" == typeof t2.className && (o4.className = ce(o4.className, t2.className)), [o4, s4];
        })(i3, s3, y3), b2 = l3.generateAndInjectStyles(v3, f3.styleSheet, f3.stylis);
        false, false;
        const S2 = v3.as || h3, N2 = q(S2), C2 = (function(t2, n2, o4, s4, r3, i4) {
          const l4 = {};
          for (const a4 in t2) "$" === a4[0] || "as" === a4 || "theme" === a4 && t2.theme === o4 || ("forwardedAs" === a4 ? void 0 !== t2.forwardedAs && (l4.as = t2.forwardedAs) : void 0 === t2[a4] ? "className" === a4 || r3 || null !== i4 && -1 !== i4.indexOf(a4) || s4 && !s4(a4, n2) || (l4[a4] = void 0) : s4 && !s4(a4, n2) || (l4[a4] = t2[a4], s4 || true));
          return l4;
        })(v3, S2, y3, g3, N2, w3);
        let E2 = ce(u3, d3);
        b2 && (E2 += " " + b2), v3.className && (E2 += " " + v3.className), C2[N2 && S2.includes("-") ? "class" : "className"] = E2, r2 && (C2.ref = r2);
        const P2 = (0, import_react.createElement)(S2, C2);
        if (m && b2) {
          const e = Pt && Pt(), n2 = l3.componentId + " " + b2;
          let s4 = e && e.get(n2);
          if (!s4) {
            const o4 = (function(e2, t2, n3) {
              const o5 = t2.split(" ");
              let s5 = "", r3 = e2;
              for (; r3; ) {
                const t3 = n3.names.get(r3.componentId);
                if (t3) {
                  const n4 = [];
                  for (let e3 = 0; e3 < o5.length; e3++) t3.has(o5[e3]) && n4.push(o5[e3]);
                  if (n4.length) {
                    let t4 = "";
                    for (let e3 = 0; e3 < n4.length; e3++) t4 += Ze(r3, n4[e3]) || "";
                    t4 && (r3 !== e2 && (t4 = xt(t4, n4)), s5 = t4 + s5);
                  }
                }
                r3 = r3.baseStyle;
              }
              let i4 = "";
              if (s5 && n3.keyframeIds.size > 0) {
                const e3 = n3.getTag();
                for (const t3 of n3.keyframeIds) {
                  const o6 = n3.names.get(t3);
                  if (!o6) continue;
                  let r4 = false;
                  for (const e4 of o6) if (-1 !== s5.indexOf(e4)) {
                    r4 = true;
                    break;
                  }
                  if (r4) {
                    const n4 = e3.getGroup(O(t3));
                    n4 && (i4 += n4);
                  }
                }
              }
              return he(i4 + s5);
            })(l3, b2, f3.styleSheet);
            o4 && (s4 = import_react.default.createElement("style", { [c]: "", key: "sc-" + l3.componentId, children: o4 }), e && e.set(n2, s4));
          }
          if (s4) {
            if (false) {
              const e2 = Et(), t2 = (e2.get(l3.componentId) || 0) + 1;
              e2.set(l3.componentId, t2), 1e3 === t2 && console.warn(`${t2} instances of the styled component ${o3.displayName || d3} were rendered on one server-rendered page, so its styles repeat that many times in the HTML.
This is fine at normal sizes. To trim a very large list, style the items from one styled parent element (for example a \`& > li\` selector) and render plain children, so the whole list emits a single tag.
If items must differ, move the changing values into a style object with the attrs method so every copy is identical and compresses away.
Example:
  const Component = styled.div.attrs(props => ({
    style: {
      background: props.background,
    },
  }))\`width: 100%;\`

  <Component />`);
            }
            return import_react.default.createElement(import_react.default.Fragment, null, s4, P2);
          }
        }
        return P2;
      })(w2, o2, s2);
    }
    v2.displayName = h2;
    let w2 = import_react.default.forwardRef(v2);
    return w2.attrs = f2, w2.componentStyle = y2, w2.displayName = h2, w2.shouldForwardProp = g2, w2.foldedComponentIds = i2 ? ce(l2.foldedComponentIds, l2.styledComponentId) : "", w2.styledComponentId = p2, w2.target = i2 ? l2.target : o, Object.defineProperty(w2, "defaultProps", { get() {
      return this._foldedDefaultProps;
    }, set(e) {
      this._foldedDefaultProps = i2 ? (function(e2, ...t2) {
        for (const n2 of t2) fe(e2, n2, true);
        return e2;
      })({}, l2.defaultProps, e) : e;
    } }), false, ge(w2, () => `.${w2.styledComponentId}`), a2 && re(w2, o, { attrs: true, componentStyle: true, displayName: true, foldedComponentIds: true, shouldForwardProp: true, styledComponentId: true, target: true }), w2;
  }
  var $t = /* @__PURE__ */ new Set(["a", "abbr", "address", "area", "article", "aside", "audio", "b", "bdi", "bdo", "blockquote", "body", "button", "br", "canvas", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn", "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input", "ins", "kbd", "label", "legend", "li", "main", "map", "mark", "menu", "meter", "nav", "object", "ol", "optgroup", "option", "output", "p", "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "search", "section", "select", "slot", "small", "span", "strong", "sub", "summary", "sup", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "tr", "u", "ul", "var", "video", "wbr", "circle", "clipPath", "defs", "ellipse", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence", "filter", "foreignObject", "g", "image", "line", "linearGradient", "marker", "mask", "path", "pattern", "polygon", "polyline", "radialGradient", "rect", "stop", "svg", "switch", "symbol", "text", "textPath", "tspan", "use"]);
  function Rt(e, t2) {
    const n2 = [e[0]];
    for (let o = 0, s = t2.length; o < s; o += 1) n2.push(t2[o], e[o + 1]);
    return n2;
  }
  var kt = (e) => (Te.add(e), e);
  function jt(e, ...t2) {
    if (ie(e) || pe(e)) return kt(Ue(Rt(_, [e, ...t2])));
    const n2 = e;
    return 0 === t2.length && 1 === n2.length && "string" == typeof n2[0] ? Ue(n2) : kt(Ue(Rt(n2, t2)));
  }
  function Tt(e, t2, n2 = $) {
    if (!t2) throw i(1, t2);
    const o = (o2, ...s) => e(t2, n2, jt(o2, ...s));
    return o.attrs = (o2) => Tt(e, t2, Object.assign(Object.assign({}, n2), { attrs: Array.prototype.concat(n2.attrs, o2).filter(Boolean) })), o.withConfig = (o2) => Tt(e, t2, Object.assign(Object.assign({}, n2), o2)), o;
  }
  var Dt = (e) => Tt(_t, e);
  var Mt = Dt;
  $t.forEach((e) => {
    Mt[e] = Dt(e);
  });
  var Vt = class {
    constructor(e, t2) {
      this.instanceRules = /* @__PURE__ */ new Map(), this.rules = e, this.componentId = t2, this.isStatic = (function(e2) {
        for (let t3 = 0; t3 < e2.length; t3 += 1) {
          const n2 = e2[t3];
          if (ie(n2) && !ae(n2)) return false;
        }
        return true;
      })(e), je.registerId(this.componentId);
    }
    removeStyles(e, t2) {
      this.instanceRules.delete(e), this.rebuildGroup(t2);
    }
    renderStyles(e, t2, n2, o) {
      const s = this.componentId;
      if (this.isStatic) {
        if (n2.hasNameForId(s, s + e)) this.instanceRules.has(e) || this.computeRules(e, t2, n2, o);
        else {
          const r2 = this.computeRules(e, t2, n2, o);
          n2.insertRules(s, r2.name, r2.rules);
        }
        return;
      }
      const r = this.instanceRules.get(e);
      if (this.computeRules(e, t2, n2, o), !n2.server && r) {
        const t3 = r.rules, n3 = this.instanceRules.get(e).rules;
        if (t3.length === n3.length) {
          let e2 = true;
          for (let o2 = 0; o2 < t3.length; o2++) if (t3[o2] !== n3[o2]) {
            e2 = false;
            break;
          }
          if (e2) return;
        }
      }
      this.rebuildGroup(n2);
    }
    computeRules(e, t2, n2, o) {
      const s = ue(Ue(this.rules, t2, n2, o)), r = { name: this.componentId + e, rules: o(s, "") };
      return this.instanceRules.set(e, r), r;
    }
    rebuildGroup(e) {
      const t2 = this.componentId;
      e.clearRules(t2);
      for (const n2 of this.instanceRules.values()) e.insertRules(t2, n2.name, n2.rules);
    }
  };
  var Ft = m && false ? me(() => /* @__PURE__ */ new Map()) : null;
  var Gt = m ? me(() => /* @__PURE__ */ new Map()) : null;
  function zt(e, ...n2) {
    const o = jt(e, ...n2), s = `sc-global-${W(JSON.stringify(o))}`, r = new Vt(o, s);
    const i2 = (e2) => {
      const n3 = gt(), l2 = m ? void 0 : import_react.default.useContext(vt);
      let a2;
      if (a2 = n3.styleSheet.allocateGSInstance(s), false, false, (m || n3.styleSheet.server) && (function(e3, t2, n4, o2, s2) {
        if (r.isStatic) r.renderStyles(e3, w, n4, s2);
        else {
          const l3 = Object.assign(Object.assign({}, t2), { theme: R(t2, o2, i2.defaultProps) });
          r.renderStyles(e3, l3, n4, s2);
        }
      })(a2, e2, n3.styleSheet, l2, n3.stylis), m) {
        const e3 = "undefined" == typeof window ? r.instanceRules.get(a2) : void 0, n4 = e3 ? de(e3.rules) : "";
        if (n4) {
          if (r.instanceRules.delete(a2), false) {
            const e5 = Ft(), t2 = (e5.get(s) || 0) + 1;
            e5.set(s, t2), 1e3 === t2 && console.warn(`${t2} instances of the global style ${s} were rendered on one server-rendered page, so its styles repeat that many times in the HTML.
A global style is normally mounted once, at the root of the app. Move it higher in the tree so it renders only once per page.`);
          }
          const e4 = Gt && Gt(), o2 = s + "\n" + n4;
          let i3 = e4 && e4.get(o2);
          return i3 || (i3 = import_react.default.createElement("style", { key: s, "data-styled-global": s, children: he(n4) }), e4 && e4.set(o2, i3)), [i3];
        }
      }
      return r.instanceRules.delete(a2), null;
    };
    return import_react.default.memo(i2);
  }
  var Bt;
  var Ht = m ? /* @__PURE__ */ new WeakMap() : null;
  var Yt = class {
    constructor(e, t2) {
      this[Bt] = true, this.inject = (e2, t3 = at) => {
        var n2;
        const o = this.getName(t3);
        if (!e2.hasNameForId(this.id, o)) {
          const s = t3.hash || "", r = m ? null === (n2 = null == Ht ? void 0 : Ht.get(this)) || void 0 === n2 ? void 0 : n2.get(s) : void 0;
          if (r) e2.insertRules(this.id, o, r);
          else {
            const n3 = t3(this.rules, o, "@keyframes");
            if (m && Ht) {
              let e3 = Ht.get(this);
              e3 || (e3 = /* @__PURE__ */ new Map(), Ht.set(this, e3)), e3.set(s, n3);
            }
            e2.insertRules(this.id, o, n3);
          }
        }
      }, this.name = e, this.id = v + e, this.rules = t2, O(this.id), ge(this, () => {
        throw i(12, String(this.name));
      });
    }
    getName(e = at) {
      return e.hash ? this.name + V(+e.hash >>> 0) : this.name;
    }
  };
  function Ut(e, ...t2) {
    const n2 = ue(jt(e, ...t2)), o = W(n2);
    return new Yt(o, n2);
  }
  Bt = Ge;
  var Xt = /^\s*<\/[a-z]/i;
  var Zt = class {
    constructor({ nonce: e } = {}) {
      this._emitSheetCSS = () => {
        const e2 = this.instance.toString();
        if (!e2) return "";
        const t2 = this.instance.options.nonce || Ae();
        return `<style ${ue([t2 && `nonce="${t2}"`, `${c}="true"`, `${d}="${h}"`].filter(Boolean), " ")}>${e2}</style>`;
      }, this.getStyleTags = () => {
        if (this.sealed) throw i(2);
        return this._emitSheetCSS();
      }, this.getStyleElement = () => {
        if (this.sealed) throw i(2);
        const e2 = this.instance.toString();
        if (!e2) return [];
        const n2 = { [c]: "", [d]: h, dangerouslySetInnerHTML: { __html: e2 } }, o = this.instance.options.nonce || Ae();
        return o && (n2.nonce = o), [import_react.default.createElement("style", Object.assign({}, n2, { key: "sc-0-0" }))];
      }, this.seal = () => {
        this.sealed = true;
      }, this.instance = new je({ isServer: true, nonce: e }), this.sealed = false;
    }
    collectStyles(e) {
      if (this.sealed) throw i(2);
      return import_react.default.createElement(yt, { sheet: this.instance }, e);
    }
    interleaveWithNodeStream(e) {
      if (this.sealed) throw i(2);
      this.seal();
      const { Transform: t2 } = require_stream(), { instance: n2, _emitSheetCSS: o } = this, s = new t2({ transform: function(e2, t3, s2) {
        const r = e2.toString(), i2 = o();
        if (n2.clearTag(), Xt.test(r)) {
          const e3 = r.indexOf(">") + 1, t4 = r.slice(0, e3), n3 = r.slice(e3);
          this.push(t4 + i2 + n3);
        } else this.push(i2 + r);
        s2();
      } });
      if ("on" in e && "function" == typeof e.on && "pipe" in e) {
        const t3 = e;
        return t3.on("error", (e2) => {
          s.emit("error", e2);
        }), t3.pipe(s);
      }
      if ("pipe" in e && "function" == typeof e.pipe) return e.pipe(s);
      throw new Error("Unsupported stream type");
    }
  };
  var Qt = `__sc-${c}__`;
  var tn = `:not(style[${c}])`;
  var nn = `style[${c}]`;

  // src/styles/theme.ts
  var colors = {
    forest: "#0b3b30",
    // deepest green: header text, footer background
    teal: "#0f5e4c",
    // primary
    tealDark: "#0a4a3c",
    tealSoft: "#e4f1ec",
    saffron: "#f2a516",
    // accent (dark text on it: ~9:1)
    saffronDark: "#c97f00",
    saffronSoft: "#fdf1da",
    saffronText: "#8a5700",
    // saffron readable as text on light backgrounds (6:1)
    cream: "#faf7f0",
    // page background
    white: "#ffffff",
    ink: "#17261f",
    // body text
    muted: "#4a5b53",
    // secondary text (6.6:1 on white)
    line: "#dfe6e1",
    onDark: "#f3f7f5",
    onDarkMuted: "#c3d4cc"
    // secondary text on forest (8:1)
  };
  var fonts = {
    // System stack: nothing to download, native rendering everywhere.
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'
  };
  var radii = { sm: "8px", md: "14px", lg: "22px", pill: "999px" };
  var shadows = {
    card: "0 1px 2px rgba(11, 59, 48, 0.06), 0 8px 24px rgba(11, 59, 48, 0.08)",
    raised: "0 12px 40px rgba(11, 59, 48, 0.18)"
  };
  var media = {
    sm: "(min-width: 640px)",
    md: "(min-width: 768px)",
    lg: "(min-width: 1024px)",
    xl: "(min-width: 1280px)"
  };

  // src/components/ui/Button.tsx
  var variants = {
    primary: jt`
    background: ${colors.saffron};
    color: ${colors.ink};
    &:hover { background: #ffb630; }
  `,
    secondary: jt`
    background: ${colors.teal};
    color: ${colors.white};
    &:hover { background: ${colors.tealDark}; }
  `,
    outline: jt`
    background: transparent;
    color: ${colors.teal};
    border-color: ${colors.teal};
    &:hover { background: ${colors.tealSoft}; }
  `,
    light: jt`
    background: rgba(255, 255, 255, 0.12);
    color: ${colors.white};
    border-color: rgba(255, 255, 255, 0.7);
    &:hover { background: rgba(255, 255, 255, 0.22); }
  `,
    ghost: jt`
    background: transparent;
    color: ${colors.muted};
    &:hover { background: ${colors.tealSoft}; color: ${colors.ink}; }
  `
  };
  var sizes = {
    sm: jt`padding: 0.45rem 0.95rem; font-size: 0.9rem;`,
    md: jt`padding: 0.7rem 1.35rem; font-size: 1rem;`,
    lg: jt`padding: 0.9rem 1.8rem; font-size: 1.05rem;`
  };
  var buttonStyles = jt`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: ${radii.pill};
  font-weight: 650;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color 0.2s ease, color 0.2s ease, transform 0.2s ease;
  width: ${(p2) => p2.$block ? "100%" : "auto"};
  ${(p2) => variants[p2.$variant ?? "primary"]}
  ${(p2) => sizes[p2.$size ?? "md"]}
  &:active { transform: translateY(1px); }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;
  var Button = Mt.button.attrs((p2) => ({ type: p2.type ?? "button" }))`
  ${buttonStyles}
`;
  var ButtonLink = Mt(Link)`
  ${buttonStyles}
`;
  var ButtonAnchor = Mt.a`
  ${buttonStyles}
`;

  // src/components/ui/Container.tsx
  var Container = Mt.div`
  width: 100%;
  max-width: 1200px;
  margin-inline: auto;
  padding-inline: clamp(1rem, 4vw, 2rem);
`;

  // src/components/layout/nav-items.ts
  var MAIN_NAV = [
    { to: "/", label: "Home" },
    { to: "/about", label: "About" },
    { to: "/service", label: "Service" },
    { to: "/products", label: "Products" },
    { to: "/certificates", label: "Certificates" },
    { to: "/contact", label: "Contact" }
  ];
  var FOOTER_QUICK_LINKS = [
    { to: "/", label: "Home" },
    { to: "/about", label: "About" },
    { to: "/products", label: "Products" },
    { to: "/certificates", label: "Certificates" }
  ];

  // src/components/layout/Footer.tsx
  var import_jsx_runtime = __toESM(require_jsx_runtime(), 1);
  var Wrapper = Mt.footer`
  background: ${colors.forest};
  color: ${colors.onDark};
  padding-top: 3.5rem;
`;
  var Grid = Mt.div`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: 1fr;
  @media ${media.sm} { grid-template-columns: repeat(2, 1fr); }
  @media ${media.lg} { grid-template-columns: 1.3fr 1fr 1.3fr 1fr; }
`;
  var Heading = Mt.h2`
  font-size: 1.05rem;
  font-weight: 750;
  margin-bottom: 1rem;
  color: ${colors.saffron};
`;
  var About = Mt.p`
  color: ${colors.onDarkMuted};
  max-width: 22rem;
`;
  var List = Mt.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  color: ${colors.onDarkMuted};
  a { color: ${colors.onDark}; text-decoration: none; }
  a:hover { color: ${colors.saffron}; text-decoration: underline; }
`;
  var Label = Mt.span`
  display: block;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${colors.onDarkMuted};
`;
  var Bottom = Mt.div`
  margin-top: 3rem;
  padding-block: 1.25rem;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.9rem;
  color: ${colors.onDarkMuted};
  text-align: center;
`;
  function telHref(phone) {
    return "tel:" + phone.replace(/[^\d+]/g, "");
  }
  function Footer({ footer }) {
    return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Wrapper, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, { children: [
        /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, { as: "p", children: "Tradehub" }),
          /* @__PURE__ */ (0, import_jsx_runtime.jsx)(About, { children: "Fresh fruits, spices, textiles and more \u2014 sourced from trusted growers and makers, delivered to buyers in over 50 countries." })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", { "aria-labelledby": "footer-quick-links", children: [
          /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, { id: "footer-quick-links", children: "Quick Links" }),
          /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, { children: FOOTER_QUICK_LINKS.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, { to: item.to, children: item.label }) }, item.to)) })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, { children: "Get In Touch" }),
          /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List, { children: [
            footer.phone && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
              /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Label, { children: "Phone" }),
              /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: telHref(footer.phone), children: footer.phone })
            ] }),
            footer.address && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
              /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Label, { children: "Address" }),
              /* @__PURE__ */ (0, import_jsx_runtime.jsx)("address", { style: { fontStyle: "normal" }, children: footer.address })
            ] }),
            footer.email && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
              /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Label, { children: "E-mail" }),
              /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: `mailto:${footer.email}`, children: footer.email })
            ] })
          ] })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, { children: "Brochure" }),
          footer.brochure ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonAnchor, { href: footer.brochure, download: true, $variant: "primary", $size: "sm", children: "Download Brochure" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(About, { children: "Our product brochure will be available here soon." })
        ] })
      ] }) }),
      /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bottom, { children: "\xA9 2023 Tradehub. All rights reserved." })
    ] });
  }

  // src/components/layout/Header.tsx
  var import_react2 = __toESM(require_react(), 1);

  // src/lib/session.ts
  var BUYER_STORAGE_KEYS = ["tokenUser", "token", "id", "userId", "user"];
  var LOGOUT_ENDPOINT = "/api/v1/user/logout";
  async function logoutBuyer() {
    try {
      await fetch(LOGOUT_ENDPOINT, { method: "POST", credentials: "same-origin" });
    } catch {
    }
    try {
      for (const key of BUYER_STORAGE_KEYS) window.localStorage.removeItem(key);
    } catch {
    }
    window.location.assign("/login");
  }

  // src/components/layout/Logo.tsx
  var import_jsx_runtime2 = __toESM(require_jsx_runtime(), 1);
  var Home = Mt(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  text-decoration: none;
  color: ${colors.forest};
  flex-shrink: 0;
`;
  var Mark = Mt.span`
  display: grid;
  place-items: center;
  width: 2.4rem;
  height: 2.4rem;
  border-radius: 12px;
  background: linear-gradient(135deg, ${colors.teal}, ${colors.forest});
  color: ${colors.saffron};
  font-weight: 900;
  font-size: 1.2rem;
`;
  var Word = Mt.span`
  font-size: 1.35rem;
  font-weight: 850;
  letter-spacing: -0.02em;
  & > span { color: ${colors.saffronText}; }
`;
  var LogoImage = Mt.img`
  height: 48px;
  width: auto;
  max-width: 180px;
  object-fit: contain;
`;
  function Logo({ src }) {
    return /* @__PURE__ */ (0, import_jsx_runtime2.jsx)(Home, { to: "/", "aria-label": "Tradehub home", children: src ? /* @__PURE__ */ (0, import_jsx_runtime2.jsx)(LogoImage, { src, alt: "", width: 160, height: 48 }) : /* @__PURE__ */ (0, import_jsx_runtime2.jsxs)(import_jsx_runtime2.Fragment, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime2.jsx)(Mark, { "aria-hidden": "true", children: "T" }),
      /* @__PURE__ */ (0, import_jsx_runtime2.jsxs)(Word, { "aria-hidden": "true", children: [
        "Trade",
        /* @__PURE__ */ (0, import_jsx_runtime2.jsx)("span", { children: "hub" })
      ] })
    ] }) });
  }

  // src/components/layout/Header.tsx
  var import_jsx_runtime3 = __toESM(require_jsx_runtime(), 1);
  var MENU_ID = "site-menu";
  var Bar = Mt.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.97);
  box-shadow: ${shadows.card};
`;
  var Inner = Mt(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 4.5rem;
`;
  var Toggle = Mt.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.8rem;
  border: 2px solid ${colors.line};
  border-radius: 10px;
  background: ${colors.white};
  color: ${colors.forest};
  font-weight: 650;
  cursor: pointer;
  @media ${media.lg} { display: none; }
`;
  var Burger = Mt.span`
  position: relative;
  width: 1.25rem;
  height: 2px;
  background: ${(p2) => p2.$open ? "transparent" : "currentColor"};
  transition: background 0.2s;
  &::before, &::after {
    content: "";
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
    transition: transform 0.2s;
  }
  &::before { transform: ${(p2) => p2.$open ? "rotate(45deg)" : "translateY(-6px)"}; }
  &::after { transform: ${(p2) => p2.$open ? "rotate(-45deg)" : "translateY(6px)"}; }
`;
  var Menu = Mt.div`
  display: ${(p2) => p2.$open ? "flex" : "none"};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  flex-direction: column;
  gap: 1rem;
  padding: 1rem clamp(1rem, 4vw, 2rem) 1.5rem;
  background: ${colors.white};
  border-top: 1px solid ${colors.line};
  box-shadow: ${shadows.raised};
  @media ${media.lg} {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    flex: 1;
    justify-content: space-between;
    padding: 0;
    border: 0;
    box-shadow: none;
    background: transparent;
  }
`;
  var NavList = Mt.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  @media ${media.lg} {
    flex-direction: row;
    margin-inline: auto;
    gap: 0.25rem;
  }
`;
  var Item = Mt(NavLink)`
  display: block;
  padding: 0.7rem 0.5rem;
  border-radius: 8px;
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover { color: ${colors.teal}; background: ${colors.tealSoft}; }
  &[aria-current="page"] { color: ${colors.teal}; box-shadow: inset 0 -3px 0 ${colors.saffron}; }
  @media ${media.lg} { padding: 0.5rem 0.8rem; }
`;
  var Actions = Mt.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
`;
  function Header({ site }) {
    const [open2, setOpen] = (0, import_react2.useState)(false);
    const { pathname } = useLocation();
    const close2 = () => setOpen(false);
    (0, import_react2.useEffect)(() => setOpen(false), [pathname]);
    (0, import_react2.useEffect)(() => {
      if (!open2) return;
      const onKey = (event) => {
        if (event.key === "Escape") setOpen(false);
      };
      document.addEventListener("keydown", onKey);
      return () => document.removeEventListener("keydown", onKey);
    }, [open2]);
    return /* @__PURE__ */ (0, import_jsx_runtime3.jsx)(Bar, { children: /* @__PURE__ */ (0, import_jsx_runtime3.jsxs)(Inner, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime3.jsx)(Logo, { src: site.logo }),
      /* @__PURE__ */ (0, import_jsx_runtime3.jsxs)(Toggle, { type: "button", "aria-expanded": open2, "aria-controls": MENU_ID, onClick: () => setOpen((v2) => !v2), children: [
        /* @__PURE__ */ (0, import_jsx_runtime3.jsx)(Burger, { $open: open2, "aria-hidden": "true" }),
        "Menu"
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime3.jsxs)(Menu, { id: MENU_ID, $open: open2, children: [
        /* @__PURE__ */ (0, import_jsx_runtime3.jsx)("nav", { "aria-label": "Main", children: /* @__PURE__ */ (0, import_jsx_runtime3.jsx)(NavList, { children: MAIN_NAV.map((item) => /* @__PURE__ */ (0, import_jsx_runtime3.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime3.jsx)(Item, { to: item.to, end: item.to === "/", onClick: close2, children: item.label }) }, item.to)) }) }),
        /* @__PURE__ */ (0, import_jsx_runtime3.jsxs)(Actions, { children: [
          /* @__PURE__ */ (0, import_jsx_runtime3.jsx)(ButtonLink, { to: "/became-a-supplier", $size: "sm", onClick: close2, children: "Became a Supplier" }),
          site.user ? /* @__PURE__ */ (0, import_jsx_runtime3.jsxs)(import_jsx_runtime3.Fragment, { children: [
            /* @__PURE__ */ (0, import_jsx_runtime3.jsx)(ButtonLink, { to: "/profile", $variant: "outline", $size: "sm", onClick: close2, children: "Profile" }),
            /* @__PURE__ */ (0, import_jsx_runtime3.jsx)(Button, { $variant: "secondary", $size: "sm", onClick: () => void logoutBuyer(), children: "Logout" })
          ] }) : /* @__PURE__ */ (0, import_jsx_runtime3.jsx)(ButtonLink, { to: "/login", $variant: "secondary", $size: "sm", onClick: close2, children: "Login" })
        ] })
      ] })
    ] }) });
  }

  // src/components/layout/Layout.tsx
  var import_jsx_runtime4 = __toESM(require_jsx_runtime(), 1);
  var SkipLink = Mt.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 200;
  padding: 0.6rem 1rem;
  border-radius: 8px;
  background: ${colors.saffron};
  color: ${colors.ink};
  font-weight: 700;
  &:focus { top: 1rem; }
`;
  var Main = Mt.main`
  display: block;
  min-height: 60vh;
  &:focus { outline: none; }
`;
  function Layout({ site, busy = false, children }) {
    return /* @__PURE__ */ (0, import_jsx_runtime4.jsxs)(import_jsx_runtime4.Fragment, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime4.jsx)(SkipLink, { href: "#main", children: "Skip to content" }),
      /* @__PURE__ */ (0, import_jsx_runtime4.jsx)(Header, { site }),
      /* @__PURE__ */ (0, import_jsx_runtime4.jsx)(Main, { id: "main", tabIndex: -1, "aria-busy": busy || void 0, children }),
      /* @__PURE__ */ (0, import_jsx_runtime4.jsx)(Footer, { footer: site.footer })
    ] });
  }

  // src/styles/GlobalStyle.ts
  var GlobalStyle = zt`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 16px;
    line-height: 1.6;
    color: ${colors.ink};
    background: ${colors.cream};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0; }
  p { margin: 0; }
  img { max-width: 100%; height: auto; display: block; }
  a { color: inherit; }
  button, input, textarea, select { font: inherit; }
  :focus-visible { outline: 3px solid ${colors.saffron}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;

  // src/app/NavigationProgress.tsx
  var import_jsx_runtime5 = __toESM(require_jsx_runtime(), 1);
  var slide = Ut`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
  var Track = Mt.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 300;
  height: 3px;
  overflow: hidden;
  pointer-events: none;
  opacity: ${(p2) => p2.$active ? 1 : 0};
  transition: opacity 0.2s ease ${(p2) => p2.$active ? "0.15s" : "0s"};
  &::after {
    content: "";
    display: block;
    width: 40%;
    height: 100%;
    background: ${colors.saffron};
    animation: ${slide} 1.1s ease-in-out infinite;
  }
`;
  function NavigationProgress({ active }) {
    return /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(Track, { $active: active, "aria-hidden": "true" });
  }

  // node_modules/embla-carousel-autoplay/esm/embla-carousel-autoplay.esm.js
  var defaultOptions = {
    active: true,
    breakpoints: {},
    delay: 4e3,
    jump: false,
    playOnInit: true,
    stopOnFocusIn: true,
    stopOnInteraction: true,
    stopOnMouseEnter: false,
    stopOnLastSnap: false,
    rootNode: null
  };
  function normalizeDelay(emblaApi, delay) {
    const scrollSnaps = emblaApi.scrollSnapList();
    if (typeof delay === "number") {
      return scrollSnaps.map(() => delay);
    }
    return delay(scrollSnaps, emblaApi);
  }
  function getAutoplayRootNode(emblaApi, rootNode) {
    const emblaRootNode = emblaApi.rootNode();
    return rootNode && rootNode(emblaRootNode) || emblaRootNode;
  }
  function Autoplay(userOptions = {}) {
    let options2;
    let emblaApi;
    let destroyed;
    let delay;
    let timerStartTime = null;
    let timerId = 0;
    let autoplayActive = false;
    let mouseIsOver = false;
    let playOnDocumentVisible = false;
    let jump = false;
    function init(emblaApiInstance, optionsHandler) {
      emblaApi = emblaApiInstance;
      const {
        mergeOptions,
        optionsAtMedia
      } = optionsHandler;
      const optionsBase = mergeOptions(defaultOptions, Autoplay.globalOptions);
      const allOptions = mergeOptions(optionsBase, userOptions);
      options2 = optionsAtMedia(allOptions);
      if (emblaApi.scrollSnapList().length <= 1) return;
      jump = options2.jump;
      destroyed = false;
      delay = normalizeDelay(emblaApi, options2.delay);
      const {
        eventStore,
        ownerDocument
      } = emblaApi.internalEngine();
      const isDraggable = !!emblaApi.internalEngine().options.watchDrag;
      const root = getAutoplayRootNode(emblaApi, options2.rootNode);
      eventStore.add(ownerDocument, "visibilitychange", visibilityChange);
      if (isDraggable) {
        emblaApi.on("pointerDown", pointerDown);
      }
      if (isDraggable && !options2.stopOnInteraction) {
        emblaApi.on("pointerUp", pointerUp);
      }
      if (options2.stopOnMouseEnter) {
        eventStore.add(root, "mouseenter", mouseEnter);
      }
      if (options2.stopOnMouseEnter && !options2.stopOnInteraction) {
        eventStore.add(root, "mouseleave", mouseLeave);
      }
      if (options2.stopOnFocusIn) {
        emblaApi.on("slideFocusStart", stopAutoplay);
      }
      if (options2.stopOnFocusIn && !options2.stopOnInteraction) {
        eventStore.add(emblaApi.containerNode(), "focusout", startAutoplay);
      }
      if (options2.playOnInit) startAutoplay();
    }
    function destroy() {
      emblaApi.off("pointerDown", pointerDown).off("pointerUp", pointerUp).off("slideFocusStart", stopAutoplay);
      stopAutoplay();
      destroyed = true;
      autoplayActive = false;
    }
    function setTimer() {
      const {
        ownerWindow
      } = emblaApi.internalEngine();
      ownerWindow.clearTimeout(timerId);
      timerId = ownerWindow.setTimeout(next2, delay[emblaApi.selectedScrollSnap()]);
      timerStartTime = (/* @__PURE__ */ new Date()).getTime();
      emblaApi.emit("autoplay:timerset");
    }
    function clearTimer() {
      const {
        ownerWindow
      } = emblaApi.internalEngine();
      ownerWindow.clearTimeout(timerId);
      timerId = 0;
      timerStartTime = null;
      emblaApi.emit("autoplay:timerstopped");
    }
    function startAutoplay() {
      if (destroyed) return;
      if (documentIsHidden()) {
        playOnDocumentVisible = true;
        return;
      }
      if (!autoplayActive) emblaApi.emit("autoplay:play");
      setTimer();
      autoplayActive = true;
    }
    function stopAutoplay() {
      if (destroyed) return;
      if (autoplayActive) emblaApi.emit("autoplay:stop");
      clearTimer();
      autoplayActive = false;
    }
    function visibilityChange() {
      if (documentIsHidden()) {
        playOnDocumentVisible = autoplayActive;
        return stopAutoplay();
      }
      if (playOnDocumentVisible) startAutoplay();
    }
    function documentIsHidden() {
      const {
        ownerDocument
      } = emblaApi.internalEngine();
      return ownerDocument.visibilityState === "hidden";
    }
    function pointerDown() {
      if (!mouseIsOver) stopAutoplay();
    }
    function pointerUp() {
      if (!mouseIsOver) startAutoplay();
    }
    function mouseEnter() {
      mouseIsOver = true;
      stopAutoplay();
    }
    function mouseLeave() {
      mouseIsOver = false;
      startAutoplay();
    }
    function play(jumpOverride) {
      if (typeof jumpOverride !== "undefined") jump = jumpOverride;
      startAutoplay();
    }
    function stop() {
      if (autoplayActive) stopAutoplay();
    }
    function reset() {
      if (autoplayActive) startAutoplay();
    }
    function isPlaying() {
      return autoplayActive;
    }
    function next2() {
      const {
        index
      } = emblaApi.internalEngine();
      const nextIndex = index.clone().add(1).get();
      const lastIndex = emblaApi.scrollSnapList().length - 1;
      const kill = options2.stopOnLastSnap && nextIndex === lastIndex;
      if (emblaApi.canScrollNext()) {
        emblaApi.scrollNext(jump);
      } else {
        emblaApi.scrollTo(0, jump);
      }
      emblaApi.emit("autoplay:select");
      if (kill) return stopAutoplay();
      startAutoplay();
    }
    function timeUntilNext() {
      if (!timerStartTime) return null;
      const currentDelay = delay[emblaApi.selectedScrollSnap()];
      const timePastSinceStart = (/* @__PURE__ */ new Date()).getTime() - timerStartTime;
      return currentDelay - timePastSinceStart;
    }
    const self = {
      name: "autoplay",
      options: userOptions,
      init,
      destroy,
      play,
      stop,
      reset,
      isPlaying,
      timeUntilNext
    };
    return self;
  }
  Autoplay.globalOptions = void 0;

  // node_modules/embla-carousel-react/esm/embla-carousel-react.esm.js
  var import_react3 = __toESM(require_react(), 1);

  // node_modules/embla-carousel-reactive-utils/esm/embla-carousel-reactive-utils.esm.js
  function isObject(subject) {
    return Object.prototype.toString.call(subject) === "[object Object]";
  }
  function isRecord(subject) {
    return isObject(subject) || Array.isArray(subject);
  }
  function canUseDOM() {
    return !!(typeof window !== "undefined" && window.document && window.document.createElement);
  }
  function areOptionsEqual(optionsA, optionsB) {
    const optionsAKeys = Object.keys(optionsA);
    const optionsBKeys = Object.keys(optionsB);
    if (optionsAKeys.length !== optionsBKeys.length) return false;
    const breakpointsA = JSON.stringify(Object.keys(optionsA.breakpoints || {}));
    const breakpointsB = JSON.stringify(Object.keys(optionsB.breakpoints || {}));
    if (breakpointsA !== breakpointsB) return false;
    return optionsAKeys.every((key) => {
      const valueA = optionsA[key];
      const valueB = optionsB[key];
      if (typeof valueA === "function") return `${valueA}` === `${valueB}`;
      if (!isRecord(valueA) || !isRecord(valueB)) return valueA === valueB;
      return areOptionsEqual(valueA, valueB);
    });
  }
  function sortAndMapPluginToOptions(plugins) {
    return plugins.concat().sort((a2, b2) => a2.name > b2.name ? 1 : -1).map((plugin) => plugin.options);
  }
  function arePluginsEqual(pluginsA, pluginsB) {
    if (pluginsA.length !== pluginsB.length) return false;
    const optionsA = sortAndMapPluginToOptions(pluginsA);
    const optionsB = sortAndMapPluginToOptions(pluginsB);
    return optionsA.every((optionA, index) => {
      const optionB = optionsB[index];
      return areOptionsEqual(optionA, optionB);
    });
  }

  // node_modules/embla-carousel/esm/embla-carousel.esm.js
  function isNumber(subject) {
    return typeof subject === "number";
  }
  function isString(subject) {
    return typeof subject === "string";
  }
  function isBoolean(subject) {
    return typeof subject === "boolean";
  }
  function isObject2(subject) {
    return Object.prototype.toString.call(subject) === "[object Object]";
  }
  function mathAbs(n2) {
    return Math.abs(n2);
  }
  function mathSign(n2) {
    return Math.sign(n2);
  }
  function deltaAbs(valueB, valueA) {
    return mathAbs(valueB - valueA);
  }
  function factorAbs(valueB, valueA) {
    if (valueB === 0 || valueA === 0) return 0;
    if (mathAbs(valueB) <= mathAbs(valueA)) return 0;
    const diff = deltaAbs(mathAbs(valueB), mathAbs(valueA));
    return mathAbs(diff / valueB);
  }
  function roundToTwoDecimals(num) {
    return Math.round(num * 100) / 100;
  }
  function arrayKeys(array) {
    return objectKeys(array).map(Number);
  }
  function arrayLast(array) {
    return array[arrayLastIndex(array)];
  }
  function arrayLastIndex(array) {
    return Math.max(0, array.length - 1);
  }
  function arrayIsLastIndex(array, index) {
    return index === arrayLastIndex(array);
  }
  function arrayFromNumber(n2, startAt = 0) {
    return Array.from(Array(n2), (_2, i2) => startAt + i2);
  }
  function objectKeys(object) {
    return Object.keys(object);
  }
  function objectsMergeDeep(objectA, objectB) {
    return [objectA, objectB].reduce((mergedObjects, currentObject) => {
      objectKeys(currentObject).forEach((key) => {
        const valueA = mergedObjects[key];
        const valueB = currentObject[key];
        const areObjects = isObject2(valueA) && isObject2(valueB);
        mergedObjects[key] = areObjects ? objectsMergeDeep(valueA, valueB) : valueB;
      });
      return mergedObjects;
    }, {});
  }
  function isMouseEvent(evt, ownerWindow) {
    return typeof ownerWindow.MouseEvent !== "undefined" && evt instanceof ownerWindow.MouseEvent;
  }
  function Alignment(align, viewSize) {
    const predefined = {
      start,
      center,
      end
    };
    function start() {
      return 0;
    }
    function center(n2) {
      return end(n2) / 2;
    }
    function end(n2) {
      return viewSize - n2;
    }
    function measure(n2, index) {
      if (isString(align)) return predefined[align](n2);
      return align(viewSize, n2, index);
    }
    const self = {
      measure
    };
    return self;
  }
  function EventStore() {
    let listeners = [];
    function add(node2, type, handler, options2 = {
      passive: true
    }) {
      let removeListener;
      if ("addEventListener" in node2) {
        node2.addEventListener(type, handler, options2);
        removeListener = () => node2.removeEventListener(type, handler, options2);
      } else {
        const legacyMediaQueryList = node2;
        legacyMediaQueryList.addListener(handler);
        removeListener = () => legacyMediaQueryList.removeListener(handler);
      }
      listeners.push(removeListener);
      return self;
    }
    function clear() {
      listeners = listeners.filter((remove) => remove());
    }
    const self = {
      add,
      clear
    };
    return self;
  }
  function Animations(ownerDocument, ownerWindow, update, render2) {
    const documentVisibleHandler = EventStore();
    const fixedTimeStep = 1e3 / 60;
    let lastTimeStamp = null;
    let accumulatedTime = 0;
    let animationId = 0;
    function init() {
      documentVisibleHandler.add(ownerDocument, "visibilitychange", () => {
        if (ownerDocument.hidden) reset();
      });
    }
    function destroy() {
      stop();
      documentVisibleHandler.clear();
    }
    function animate(timeStamp) {
      if (!animationId) return;
      if (!lastTimeStamp) {
        lastTimeStamp = timeStamp;
        update();
        update();
      }
      const timeElapsed = timeStamp - lastTimeStamp;
      lastTimeStamp = timeStamp;
      accumulatedTime += timeElapsed;
      while (accumulatedTime >= fixedTimeStep) {
        update();
        accumulatedTime -= fixedTimeStep;
      }
      const alpha = accumulatedTime / fixedTimeStep;
      render2(alpha);
      if (animationId) {
        animationId = ownerWindow.requestAnimationFrame(animate);
      }
    }
    function start() {
      if (animationId) return;
      animationId = ownerWindow.requestAnimationFrame(animate);
    }
    function stop() {
      ownerWindow.cancelAnimationFrame(animationId);
      lastTimeStamp = null;
      accumulatedTime = 0;
      animationId = 0;
    }
    function reset() {
      lastTimeStamp = null;
      accumulatedTime = 0;
    }
    const self = {
      init,
      destroy,
      start,
      stop,
      update,
      render: render2
    };
    return self;
  }
  function Axis(axis, contentDirection) {
    const isRightToLeft = contentDirection === "rtl";
    const isVertical = axis === "y";
    const scroll2 = isVertical ? "y" : "x";
    const cross = isVertical ? "x" : "y";
    const sign = !isVertical && isRightToLeft ? -1 : 1;
    const startEdge = getStartEdge();
    const endEdge = getEndEdge();
    function measureSize(nodeRect) {
      const {
        height,
        width
      } = nodeRect;
      return isVertical ? height : width;
    }
    function getStartEdge() {
      if (isVertical) return "top";
      return isRightToLeft ? "right" : "left";
    }
    function getEndEdge() {
      if (isVertical) return "bottom";
      return isRightToLeft ? "left" : "right";
    }
    function direction(n2) {
      return n2 * sign;
    }
    const self = {
      scroll: scroll2,
      cross,
      startEdge,
      endEdge,
      measureSize,
      direction
    };
    return self;
  }
  function Limit(min = 0, max = 0) {
    const length2 = mathAbs(min - max);
    function reachedMin(n2) {
      return n2 < min;
    }
    function reachedMax(n2) {
      return n2 > max;
    }
    function reachedAny(n2) {
      return reachedMin(n2) || reachedMax(n2);
    }
    function constrain(n2) {
      if (!reachedAny(n2)) return n2;
      return reachedMin(n2) ? min : max;
    }
    function removeOffset(n2) {
      if (!length2) return n2;
      return n2 - length2 * Math.ceil((n2 - max) / length2);
    }
    const self = {
      length: length2,
      max,
      min,
      constrain,
      reachedAny,
      reachedMax,
      reachedMin,
      removeOffset
    };
    return self;
  }
  function Counter(max, start, loop) {
    const {
      constrain
    } = Limit(0, max);
    const loopEnd = max + 1;
    let counter = withinLimit(start);
    function withinLimit(n2) {
      return !loop ? constrain(n2) : mathAbs((loopEnd + n2) % loopEnd);
    }
    function get() {
      return counter;
    }
    function set(n2) {
      counter = withinLimit(n2);
      return self;
    }
    function add(n2) {
      return clone().set(get() + n2);
    }
    function clone() {
      return Counter(max, get(), loop);
    }
    const self = {
      get,
      set,
      add,
      clone
    };
    return self;
  }
  function DragHandler(axis, rootNode, ownerDocument, ownerWindow, target, dragTracker, location, animation, scrollTo, scrollBody, scrollTarget, index, eventHandler, percentOfView, dragFree, dragThreshold, skipSnaps, baseFriction, watchDrag) {
    const {
      cross: crossAxis,
      direction
    } = axis;
    const focusNodes = ["INPUT", "SELECT", "TEXTAREA"];
    const nonPassiveEvent = {
      passive: false
    };
    const initEvents = EventStore();
    const dragEvents = EventStore();
    const goToNextThreshold = Limit(50, 225).constrain(percentOfView.measure(20));
    const snapForceBoost = {
      mouse: 300,
      touch: 400
    };
    const freeForceBoost = {
      mouse: 500,
      touch: 600
    };
    const baseSpeed = dragFree ? 43 : 25;
    let isMoving = false;
    let startScroll = 0;
    let startCross = 0;
    let pointerIsDown = false;
    let preventScroll = false;
    let preventClick = false;
    let isMouse = false;
    function init(emblaApi) {
      if (!watchDrag) return;
      function downIfAllowed(evt) {
        if (isBoolean(watchDrag) || watchDrag(emblaApi, evt)) down(evt);
      }
      const node2 = rootNode;
      initEvents.add(node2, "dragstart", (evt) => evt.preventDefault(), nonPassiveEvent).add(node2, "touchmove", () => void 0, nonPassiveEvent).add(node2, "touchend", () => void 0).add(node2, "touchstart", downIfAllowed).add(node2, "mousedown", downIfAllowed).add(node2, "touchcancel", up).add(node2, "contextmenu", up).add(node2, "click", click, true);
    }
    function destroy() {
      initEvents.clear();
      dragEvents.clear();
    }
    function addDragEvents() {
      const node2 = isMouse ? ownerDocument : rootNode;
      dragEvents.add(node2, "touchmove", move, nonPassiveEvent).add(node2, "touchend", up).add(node2, "mousemove", move, nonPassiveEvent).add(node2, "mouseup", up);
    }
    function isFocusNode(node2) {
      const nodeName = node2.nodeName || "";
      return focusNodes.includes(nodeName);
    }
    function forceBoost() {
      const boost = dragFree ? freeForceBoost : snapForceBoost;
      const type = isMouse ? "mouse" : "touch";
      return boost[type];
    }
    function allowedForce(force, targetChanged) {
      const next2 = index.add(mathSign(force) * -1);
      const baseForce = scrollTarget.byDistance(force, !dragFree).distance;
      if (dragFree || mathAbs(force) < goToNextThreshold) return baseForce;
      if (skipSnaps && targetChanged) return baseForce * 0.5;
      return scrollTarget.byIndex(next2.get(), 0).distance;
    }
    function down(evt) {
      const isMouseEvt = isMouseEvent(evt, ownerWindow);
      isMouse = isMouseEvt;
      preventClick = dragFree && isMouseEvt && !evt.buttons && isMoving;
      isMoving = deltaAbs(target.get(), location.get()) >= 2;
      if (isMouseEvt && evt.button !== 0) return;
      if (isFocusNode(evt.target)) return;
      pointerIsDown = true;
      dragTracker.pointerDown(evt);
      scrollBody.useFriction(0).useDuration(0);
      target.set(location);
      addDragEvents();
      startScroll = dragTracker.readPoint(evt);
      startCross = dragTracker.readPoint(evt, crossAxis);
      eventHandler.emit("pointerDown");
    }
    function move(evt) {
      const isTouchEvt = !isMouseEvent(evt, ownerWindow);
      if (isTouchEvt && evt.touches.length >= 2) return up(evt);
      const lastScroll = dragTracker.readPoint(evt);
      const lastCross = dragTracker.readPoint(evt, crossAxis);
      const diffScroll = deltaAbs(lastScroll, startScroll);
      const diffCross = deltaAbs(lastCross, startCross);
      if (!preventScroll && !isMouse) {
        if (!evt.cancelable) return up(evt);
        preventScroll = diffScroll > diffCross;
        if (!preventScroll) return up(evt);
      }
      const diff = dragTracker.pointerMove(evt);
      if (diffScroll > dragThreshold) preventClick = true;
      scrollBody.useFriction(0.3).useDuration(0.75);
      animation.start();
      target.add(direction(diff));
      evt.preventDefault();
    }
    function up(evt) {
      const currentLocation = scrollTarget.byDistance(0, false);
      const targetChanged = currentLocation.index !== index.get();
      const rawForce = dragTracker.pointerUp(evt) * forceBoost();
      const force = allowedForce(direction(rawForce), targetChanged);
      const forceFactor = factorAbs(rawForce, force);
      const speed = baseSpeed - 10 * forceFactor;
      const friction = baseFriction + forceFactor / 50;
      preventScroll = false;
      pointerIsDown = false;
      dragEvents.clear();
      scrollBody.useDuration(speed).useFriction(friction);
      scrollTo.distance(force, !dragFree);
      isMouse = false;
      eventHandler.emit("pointerUp");
    }
    function click(evt) {
      if (preventClick) {
        evt.stopPropagation();
        evt.preventDefault();
        preventClick = false;
      }
    }
    function pointerDown() {
      return pointerIsDown;
    }
    const self = {
      init,
      destroy,
      pointerDown
    };
    return self;
  }
  function DragTracker(axis, ownerWindow) {
    const logInterval = 170;
    let startEvent;
    let lastEvent;
    function readTime(evt) {
      return evt.timeStamp;
    }
    function readPoint(evt, evtAxis) {
      const property = evtAxis || axis.scroll;
      const coord = `client${property === "x" ? "X" : "Y"}`;
      return (isMouseEvent(evt, ownerWindow) ? evt : evt.touches[0])[coord];
    }
    function pointerDown(evt) {
      startEvent = evt;
      lastEvent = evt;
      return readPoint(evt);
    }
    function pointerMove(evt) {
      const diff = readPoint(evt) - readPoint(lastEvent);
      const expired = readTime(evt) - readTime(startEvent) > logInterval;
      lastEvent = evt;
      if (expired) startEvent = evt;
      return diff;
    }
    function pointerUp(evt) {
      if (!startEvent || !lastEvent) return 0;
      const diffDrag = readPoint(lastEvent) - readPoint(startEvent);
      const diffTime = readTime(evt) - readTime(startEvent);
      const expired = readTime(evt) - readTime(lastEvent) > logInterval;
      const force = diffDrag / diffTime;
      const isFlick = diffTime && !expired && mathAbs(force) > 0.1;
      return isFlick ? force : 0;
    }
    const self = {
      pointerDown,
      pointerMove,
      pointerUp,
      readPoint
    };
    return self;
  }
  function NodeRects() {
    function measure(node2) {
      const {
        offsetTop,
        offsetLeft,
        offsetWidth,
        offsetHeight
      } = node2;
      const offset = {
        top: offsetTop,
        right: offsetLeft + offsetWidth,
        bottom: offsetTop + offsetHeight,
        left: offsetLeft,
        width: offsetWidth,
        height: offsetHeight
      };
      return offset;
    }
    const self = {
      measure
    };
    return self;
  }
  function PercentOfView(viewSize) {
    function measure(n2) {
      return viewSize * (n2 / 100);
    }
    const self = {
      measure
    };
    return self;
  }
  function ResizeHandler(container, eventHandler, ownerWindow, slides, axis, watchResize, nodeRects) {
    const observeNodes = [container].concat(slides);
    let resizeObserver;
    let containerSize;
    let slideSizes = [];
    let destroyed = false;
    function readSize(node2) {
      return axis.measureSize(nodeRects.measure(node2));
    }
    function init(emblaApi) {
      if (!watchResize) return;
      containerSize = readSize(container);
      slideSizes = slides.map(readSize);
      function defaultCallback(entries) {
        for (const entry of entries) {
          if (destroyed) return;
          const isContainer = entry.target === container;
          const slideIndex = slides.indexOf(entry.target);
          const lastSize = isContainer ? containerSize : slideSizes[slideIndex];
          const newSize = readSize(isContainer ? container : slides[slideIndex]);
          const diffSize = mathAbs(newSize - lastSize);
          if (diffSize >= 0.5) {
            emblaApi.reInit();
            eventHandler.emit("resize");
            break;
          }
        }
      }
      resizeObserver = new ResizeObserver((entries) => {
        if (isBoolean(watchResize) || watchResize(emblaApi, entries)) {
          defaultCallback(entries);
        }
      });
      ownerWindow.requestAnimationFrame(() => {
        observeNodes.forEach((node2) => resizeObserver.observe(node2));
      });
    }
    function destroy() {
      destroyed = true;
      if (resizeObserver) resizeObserver.disconnect();
    }
    const self = {
      init,
      destroy
    };
    return self;
  }
  function ScrollBody(location, offsetLocation, previousLocation, target, baseDuration, baseFriction) {
    let scrollVelocity = 0;
    let scrollDirection = 0;
    let scrollDuration = baseDuration;
    let scrollFriction = baseFriction;
    let rawLocation = location.get();
    let rawLocationPrevious = 0;
    function seek() {
      const displacement = target.get() - location.get();
      const isInstant = !scrollDuration;
      let scrollDistance = 0;
      if (isInstant) {
        scrollVelocity = 0;
        previousLocation.set(target);
        location.set(target);
        scrollDistance = displacement;
      } else {
        previousLocation.set(location);
        scrollVelocity += displacement / scrollDuration;
        scrollVelocity *= scrollFriction;
        rawLocation += scrollVelocity;
        location.add(scrollVelocity);
        scrollDistance = rawLocation - rawLocationPrevious;
      }
      scrollDirection = mathSign(scrollDistance);
      rawLocationPrevious = rawLocation;
      return self;
    }
    function settled() {
      const diff = target.get() - offsetLocation.get();
      return mathAbs(diff) < 1e-3;
    }
    function duration() {
      return scrollDuration;
    }
    function direction() {
      return scrollDirection;
    }
    function velocity() {
      return scrollVelocity;
    }
    function useBaseDuration() {
      return useDuration(baseDuration);
    }
    function useBaseFriction() {
      return useFriction(baseFriction);
    }
    function useDuration(n2) {
      scrollDuration = n2;
      return self;
    }
    function useFriction(n2) {
      scrollFriction = n2;
      return self;
    }
    const self = {
      direction,
      duration,
      velocity,
      seek,
      settled,
      useBaseFriction,
      useBaseDuration,
      useFriction,
      useDuration
    };
    return self;
  }
  function ScrollBounds(limit, location, target, scrollBody, percentOfView) {
    const pullBackThreshold = percentOfView.measure(10);
    const edgeOffsetTolerance = percentOfView.measure(50);
    const frictionLimit = Limit(0.1, 0.99);
    let disabled = false;
    function shouldConstrain() {
      if (disabled) return false;
      if (!limit.reachedAny(target.get())) return false;
      if (!limit.reachedAny(location.get())) return false;
      return true;
    }
    function constrain(pointerDown) {
      if (!shouldConstrain()) return;
      const edge = limit.reachedMin(location.get()) ? "min" : "max";
      const diffToEdge = mathAbs(limit[edge] - location.get());
      const diffToTarget = target.get() - location.get();
      const friction = frictionLimit.constrain(diffToEdge / edgeOffsetTolerance);
      target.subtract(diffToTarget * friction);
      if (!pointerDown && mathAbs(diffToTarget) < pullBackThreshold) {
        target.set(limit.constrain(target.get()));
        scrollBody.useDuration(25).useBaseFriction();
      }
    }
    function toggleActive(active) {
      disabled = !active;
    }
    const self = {
      shouldConstrain,
      constrain,
      toggleActive
    };
    return self;
  }
  function ScrollContain(viewSize, contentSize, snapsAligned, containScroll, pixelTolerance) {
    const scrollBounds = Limit(-contentSize + viewSize, 0);
    const snapsBounded = measureBounded();
    const scrollContainLimit = findScrollContainLimit();
    const snapsContained = measureContained();
    function usePixelTolerance(bound, snap) {
      return deltaAbs(bound, snap) <= 1;
    }
    function findScrollContainLimit() {
      const startSnap = snapsBounded[0];
      const endSnap = arrayLast(snapsBounded);
      const min = snapsBounded.lastIndexOf(startSnap);
      const max = snapsBounded.indexOf(endSnap) + 1;
      return Limit(min, max);
    }
    function measureBounded() {
      return snapsAligned.map((snapAligned, index) => {
        const {
          min,
          max
        } = scrollBounds;
        const snap = scrollBounds.constrain(snapAligned);
        const isFirst = !index;
        const isLast = arrayIsLastIndex(snapsAligned, index);
        if (isFirst) return max;
        if (isLast) return min;
        if (usePixelTolerance(min, snap)) return min;
        if (usePixelTolerance(max, snap)) return max;
        return snap;
      }).map((scrollBound) => parseFloat(scrollBound.toFixed(3)));
    }
    function measureContained() {
      if (contentSize <= viewSize + pixelTolerance) return [scrollBounds.max];
      if (containScroll === "keepSnaps") return snapsBounded;
      const {
        min,
        max
      } = scrollContainLimit;
      return snapsBounded.slice(min, max);
    }
    const self = {
      snapsContained,
      scrollContainLimit
    };
    return self;
  }
  function ScrollLimit(contentSize, scrollSnaps, loop) {
    const max = scrollSnaps[0];
    const min = loop ? max - contentSize : arrayLast(scrollSnaps);
    const limit = Limit(min, max);
    const self = {
      limit
    };
    return self;
  }
  function ScrollLooper(contentSize, limit, location, vectors) {
    const jointSafety = 0.1;
    const min = limit.min + jointSafety;
    const max = limit.max + jointSafety;
    const {
      reachedMin,
      reachedMax
    } = Limit(min, max);
    function shouldLoop(direction) {
      if (direction === 1) return reachedMax(location.get());
      if (direction === -1) return reachedMin(location.get());
      return false;
    }
    function loop(direction) {
      if (!shouldLoop(direction)) return;
      const loopDistance = contentSize * (direction * -1);
      vectors.forEach((v2) => v2.add(loopDistance));
    }
    const self = {
      loop
    };
    return self;
  }
  function ScrollProgress(limit) {
    const {
      max,
      length: length2
    } = limit;
    function get(n2) {
      const currentLocation = n2 - max;
      return length2 ? currentLocation / -length2 : 0;
    }
    const self = {
      get
    };
    return self;
  }
  function ScrollSnaps(axis, alignment, containerRect, slideRects, slidesToScroll) {
    const {
      startEdge,
      endEdge
    } = axis;
    const {
      groupSlides
    } = slidesToScroll;
    const alignments = measureSizes().map(alignment.measure);
    const snaps = measureUnaligned();
    const snapsAligned = measureAligned();
    function measureSizes() {
      return groupSlides(slideRects).map((rects) => arrayLast(rects)[endEdge] - rects[0][startEdge]).map(mathAbs);
    }
    function measureUnaligned() {
      return slideRects.map((rect) => containerRect[startEdge] - rect[startEdge]).map((snap) => -mathAbs(snap));
    }
    function measureAligned() {
      return groupSlides(snaps).map((g2) => g2[0]).map((snap, index) => snap + alignments[index]);
    }
    const self = {
      snaps,
      snapsAligned
    };
    return self;
  }
  function SlideRegistry(containSnaps, containScroll, scrollSnaps, scrollContainLimit, slidesToScroll, slideIndexes) {
    const {
      groupSlides
    } = slidesToScroll;
    const {
      min,
      max
    } = scrollContainLimit;
    const slideRegistry = createSlideRegistry();
    function createSlideRegistry() {
      const groupedSlideIndexes = groupSlides(slideIndexes);
      const doNotContain = !containSnaps || containScroll === "keepSnaps";
      if (scrollSnaps.length === 1) return [slideIndexes];
      if (doNotContain) return groupedSlideIndexes;
      return groupedSlideIndexes.slice(min, max).map((group, index, groups) => {
        const isFirst = !index;
        const isLast = arrayIsLastIndex(groups, index);
        if (isFirst) {
          const range = arrayLast(groups[0]) + 1;
          return arrayFromNumber(range);
        }
        if (isLast) {
          const range = arrayLastIndex(slideIndexes) - arrayLast(groups)[0] + 1;
          return arrayFromNumber(range, arrayLast(groups)[0]);
        }
        return group;
      });
    }
    const self = {
      slideRegistry
    };
    return self;
  }
  function ScrollTarget(loop, scrollSnaps, contentSize, limit, targetVector) {
    const {
      reachedAny,
      removeOffset,
      constrain
    } = limit;
    function minDistance(distances) {
      return distances.concat().sort((a2, b2) => mathAbs(a2) - mathAbs(b2))[0];
    }
    function findTargetSnap(target) {
      const distance = loop ? removeOffset(target) : constrain(target);
      const ascDiffsToSnaps = scrollSnaps.map((snap, index2) => ({
        diff: shortcut(snap - distance, 0),
        index: index2
      })).sort((d1, d2) => mathAbs(d1.diff) - mathAbs(d2.diff));
      const {
        index
      } = ascDiffsToSnaps[0];
      return {
        index,
        distance
      };
    }
    function shortcut(target, direction) {
      const targets = [target, target + contentSize, target - contentSize];
      if (!loop) return target;
      if (!direction) return minDistance(targets);
      const matchingTargets = targets.filter((t2) => mathSign(t2) === direction);
      if (matchingTargets.length) return minDistance(matchingTargets);
      return arrayLast(targets) - contentSize;
    }
    function byIndex(index, direction) {
      const diffToSnap = scrollSnaps[index] - targetVector.get();
      const distance = shortcut(diffToSnap, direction);
      return {
        index,
        distance
      };
    }
    function byDistance(distance, snap) {
      const target = targetVector.get() + distance;
      const {
        index,
        distance: targetSnapDistance
      } = findTargetSnap(target);
      const reachedBound = !loop && reachedAny(target);
      if (!snap || reachedBound) return {
        index,
        distance
      };
      const diffToSnap = scrollSnaps[index] - targetSnapDistance;
      const snapDistance = distance + shortcut(diffToSnap, 0);
      return {
        index,
        distance: snapDistance
      };
    }
    const self = {
      byDistance,
      byIndex,
      shortcut
    };
    return self;
  }
  function ScrollTo(animation, indexCurrent, indexPrevious, scrollBody, scrollTarget, targetVector, eventHandler) {
    function scrollTo(target) {
      const distanceDiff = target.distance;
      const indexDiff = target.index !== indexCurrent.get();
      targetVector.add(distanceDiff);
      if (distanceDiff) {
        if (scrollBody.duration()) {
          animation.start();
        } else {
          animation.update();
          animation.render(1);
          animation.update();
        }
      }
      if (indexDiff) {
        indexPrevious.set(indexCurrent.get());
        indexCurrent.set(target.index);
        eventHandler.emit("select");
      }
    }
    function distance(n2, snap) {
      const target = scrollTarget.byDistance(n2, snap);
      scrollTo(target);
    }
    function index(n2, direction) {
      const targetIndex = indexCurrent.clone().set(n2);
      const target = scrollTarget.byIndex(targetIndex.get(), direction);
      scrollTo(target);
    }
    const self = {
      distance,
      index
    };
    return self;
  }
  function SlideFocus(root, slides, slideRegistry, scrollTo, scrollBody, eventStore, eventHandler, watchFocus) {
    const focusListenerOptions = {
      passive: true,
      capture: true
    };
    let lastTabPressTime = 0;
    function init(emblaApi) {
      if (!watchFocus) return;
      function defaultCallback(index) {
        const nowTime = (/* @__PURE__ */ new Date()).getTime();
        const diffTime = nowTime - lastTabPressTime;
        if (diffTime > 10) return;
        eventHandler.emit("slideFocusStart");
        root.scrollLeft = 0;
        const group = slideRegistry.findIndex((group2) => group2.includes(index));
        if (!isNumber(group)) return;
        scrollBody.useDuration(0);
        scrollTo.index(group, 0);
        eventHandler.emit("slideFocus");
      }
      eventStore.add(document, "keydown", registerTabPress, false);
      slides.forEach((slide2, slideIndex) => {
        eventStore.add(slide2, "focus", (evt) => {
          if (isBoolean(watchFocus) || watchFocus(emblaApi, evt)) {
            defaultCallback(slideIndex);
          }
        }, focusListenerOptions);
      });
    }
    function registerTabPress(event) {
      if (event.code === "Tab") lastTabPressTime = (/* @__PURE__ */ new Date()).getTime();
    }
    const self = {
      init
    };
    return self;
  }
  function Vector1D(initialValue) {
    let value = initialValue;
    function get() {
      return value;
    }
    function set(n2) {
      value = normalizeInput(n2);
    }
    function add(n2) {
      value += normalizeInput(n2);
    }
    function subtract(n2) {
      value -= normalizeInput(n2);
    }
    function normalizeInput(n2) {
      return isNumber(n2) ? n2 : n2.get();
    }
    const self = {
      get,
      set,
      add,
      subtract
    };
    return self;
  }
  function Translate(axis, container) {
    const translate = axis.scroll === "x" ? x : y2;
    const containerStyle = container.style;
    let previousTarget = null;
    let disabled = false;
    function x(n2) {
      return `translate3d(${n2}px,0px,0px)`;
    }
    function y2(n2) {
      return `translate3d(0px,${n2}px,0px)`;
    }
    function to(target) {
      if (disabled) return;
      const newTarget = roundToTwoDecimals(axis.direction(target));
      if (newTarget === previousTarget) return;
      containerStyle.transform = translate(newTarget);
      previousTarget = newTarget;
    }
    function toggleActive(active) {
      disabled = !active;
    }
    function clear() {
      if (disabled) return;
      containerStyle.transform = "";
      if (!container.getAttribute("style")) container.removeAttribute("style");
    }
    const self = {
      clear,
      to,
      toggleActive
    };
    return self;
  }
  function SlideLooper(axis, viewSize, contentSize, slideSizes, slideSizesWithGaps, snaps, scrollSnaps, location, slides) {
    const roundingSafety = 0.5;
    const ascItems = arrayKeys(slideSizesWithGaps);
    const descItems = arrayKeys(slideSizesWithGaps).reverse();
    const loopPoints = startPoints().concat(endPoints());
    function removeSlideSizes(indexes, from2) {
      return indexes.reduce((a2, i2) => {
        return a2 - slideSizesWithGaps[i2];
      }, from2);
    }
    function slidesInGap(indexes, gap) {
      return indexes.reduce((a2, i2) => {
        const remainingGap = removeSlideSizes(a2, gap);
        return remainingGap > 0 ? a2.concat([i2]) : a2;
      }, []);
    }
    function findSlideBounds(offset) {
      return snaps.map((snap, index) => ({
        start: snap - slideSizes[index] + roundingSafety + offset,
        end: snap + viewSize - roundingSafety + offset
      }));
    }
    function findLoopPoints(indexes, offset, isEndEdge) {
      const slideBounds = findSlideBounds(offset);
      return indexes.map((index) => {
        const initial = isEndEdge ? 0 : -contentSize;
        const altered = isEndEdge ? contentSize : 0;
        const boundEdge = isEndEdge ? "end" : "start";
        const loopPoint = slideBounds[index][boundEdge];
        return {
          index,
          loopPoint,
          slideLocation: Vector1D(-1),
          translate: Translate(axis, slides[index]),
          target: () => location.get() > loopPoint ? initial : altered
        };
      });
    }
    function startPoints() {
      const gap = scrollSnaps[0];
      const indexes = slidesInGap(descItems, gap);
      return findLoopPoints(indexes, contentSize, false);
    }
    function endPoints() {
      const gap = viewSize - scrollSnaps[0] - 1;
      const indexes = slidesInGap(ascItems, gap);
      return findLoopPoints(indexes, -contentSize, true);
    }
    function canLoop() {
      return loopPoints.every(({
        index
      }) => {
        const otherIndexes = ascItems.filter((i2) => i2 !== index);
        return removeSlideSizes(otherIndexes, viewSize) <= 0.1;
      });
    }
    function loop() {
      loopPoints.forEach((loopPoint) => {
        const {
          target,
          translate,
          slideLocation
        } = loopPoint;
        const shiftLocation = target();
        if (shiftLocation === slideLocation.get()) return;
        translate.to(shiftLocation);
        slideLocation.set(shiftLocation);
      });
    }
    function clear() {
      loopPoints.forEach((loopPoint) => loopPoint.translate.clear());
    }
    const self = {
      canLoop,
      clear,
      loop,
      loopPoints
    };
    return self;
  }
  function SlidesHandler(container, eventHandler, watchSlides) {
    let mutationObserver;
    let destroyed = false;
    function init(emblaApi) {
      if (!watchSlides) return;
      function defaultCallback(mutations) {
        for (const mutation of mutations) {
          if (mutation.type === "childList") {
            emblaApi.reInit();
            eventHandler.emit("slidesChanged");
            break;
          }
        }
      }
      mutationObserver = new MutationObserver((mutations) => {
        if (destroyed) return;
        if (isBoolean(watchSlides) || watchSlides(emblaApi, mutations)) {
          defaultCallback(mutations);
        }
      });
      mutationObserver.observe(container, {
        childList: true
      });
    }
    function destroy() {
      if (mutationObserver) mutationObserver.disconnect();
      destroyed = true;
    }
    const self = {
      init,
      destroy
    };
    return self;
  }
  function SlidesInView(container, slides, eventHandler, threshold) {
    const intersectionEntryMap = {};
    let inViewCache = null;
    let notInViewCache = null;
    let intersectionObserver;
    let destroyed = false;
    function init() {
      intersectionObserver = new IntersectionObserver((entries) => {
        if (destroyed) return;
        entries.forEach((entry) => {
          const index = slides.indexOf(entry.target);
          intersectionEntryMap[index] = entry;
        });
        inViewCache = null;
        notInViewCache = null;
        eventHandler.emit("slidesInView");
      }, {
        root: container.parentElement,
        threshold
      });
      slides.forEach((slide2) => intersectionObserver.observe(slide2));
    }
    function destroy() {
      if (intersectionObserver) intersectionObserver.disconnect();
      destroyed = true;
    }
    function createInViewList(inView) {
      return objectKeys(intersectionEntryMap).reduce((list, slideIndex) => {
        const index = parseInt(slideIndex);
        const {
          isIntersecting
        } = intersectionEntryMap[index];
        const inViewMatch = inView && isIntersecting;
        const notInViewMatch = !inView && !isIntersecting;
        if (inViewMatch || notInViewMatch) list.push(index);
        return list;
      }, []);
    }
    function get(inView = true) {
      if (inView && inViewCache) return inViewCache;
      if (!inView && notInViewCache) return notInViewCache;
      const slideIndexes = createInViewList(inView);
      if (inView) inViewCache = slideIndexes;
      if (!inView) notInViewCache = slideIndexes;
      return slideIndexes;
    }
    const self = {
      init,
      destroy,
      get
    };
    return self;
  }
  function SlideSizes(axis, containerRect, slideRects, slides, readEdgeGap, ownerWindow) {
    const {
      measureSize,
      startEdge,
      endEdge
    } = axis;
    const withEdgeGap = slideRects[0] && readEdgeGap;
    const startGap = measureStartGap();
    const endGap = measureEndGap();
    const slideSizes = slideRects.map(measureSize);
    const slideSizesWithGaps = measureWithGaps();
    function measureStartGap() {
      if (!withEdgeGap) return 0;
      const slideRect = slideRects[0];
      return mathAbs(containerRect[startEdge] - slideRect[startEdge]);
    }
    function measureEndGap() {
      if (!withEdgeGap) return 0;
      const style = ownerWindow.getComputedStyle(arrayLast(slides));
      return parseFloat(style.getPropertyValue(`margin-${endEdge}`));
    }
    function measureWithGaps() {
      return slideRects.map((rect, index, rects) => {
        const isFirst = !index;
        const isLast = arrayIsLastIndex(rects, index);
        if (isFirst) return slideSizes[index] + startGap;
        if (isLast) return slideSizes[index] + endGap;
        return rects[index + 1][startEdge] - rect[startEdge];
      }).map(mathAbs);
    }
    const self = {
      slideSizes,
      slideSizesWithGaps,
      startGap,
      endGap
    };
    return self;
  }
  function SlidesToScroll(axis, viewSize, slidesToScroll, loop, containerRect, slideRects, startGap, endGap, pixelTolerance) {
    const {
      startEdge,
      endEdge,
      direction
    } = axis;
    const groupByNumber = isNumber(slidesToScroll);
    function byNumber(array, groupSize) {
      return arrayKeys(array).filter((i2) => i2 % groupSize === 0).map((i2) => array.slice(i2, i2 + groupSize));
    }
    function bySize(array) {
      if (!array.length) return [];
      return arrayKeys(array).reduce((groups, rectB, index) => {
        const rectA = arrayLast(groups) || 0;
        const isFirst = rectA === 0;
        const isLast = rectB === arrayLastIndex(array);
        const edgeA = containerRect[startEdge] - slideRects[rectA][startEdge];
        const edgeB = containerRect[startEdge] - slideRects[rectB][endEdge];
        const gapA = !loop && isFirst ? direction(startGap) : 0;
        const gapB = !loop && isLast ? direction(endGap) : 0;
        const chunkSize = mathAbs(edgeB - gapB - (edgeA + gapA));
        if (index && chunkSize > viewSize + pixelTolerance) groups.push(rectB);
        if (isLast) groups.push(array.length);
        return groups;
      }, []).map((currentSize, index, groups) => {
        const previousSize = Math.max(groups[index - 1] || 0);
        return array.slice(previousSize, currentSize);
      });
    }
    function groupSlides(array) {
      return groupByNumber ? byNumber(array, slidesToScroll) : bySize(array);
    }
    const self = {
      groupSlides
    };
    return self;
  }
  function Engine(root, container, slides, ownerDocument, ownerWindow, options2, eventHandler) {
    const {
      align,
      axis: scrollAxis,
      direction,
      startIndex,
      loop,
      duration,
      dragFree,
      dragThreshold,
      inViewThreshold,
      slidesToScroll: groupSlides,
      skipSnaps,
      containScroll,
      watchResize,
      watchSlides,
      watchDrag,
      watchFocus
    } = options2;
    const pixelTolerance = 2;
    const nodeRects = NodeRects();
    const containerRect = nodeRects.measure(container);
    const slideRects = slides.map(nodeRects.measure);
    const axis = Axis(scrollAxis, direction);
    const viewSize = axis.measureSize(containerRect);
    const percentOfView = PercentOfView(viewSize);
    const alignment = Alignment(align, viewSize);
    const containSnaps = !loop && !!containScroll;
    const readEdgeGap = loop || !!containScroll;
    const {
      slideSizes,
      slideSizesWithGaps,
      startGap,
      endGap
    } = SlideSizes(axis, containerRect, slideRects, slides, readEdgeGap, ownerWindow);
    const slidesToScroll = SlidesToScroll(axis, viewSize, groupSlides, loop, containerRect, slideRects, startGap, endGap, pixelTolerance);
    const {
      snaps,
      snapsAligned
    } = ScrollSnaps(axis, alignment, containerRect, slideRects, slidesToScroll);
    const contentSize = -arrayLast(snaps) + arrayLast(slideSizesWithGaps);
    const {
      snapsContained,
      scrollContainLimit
    } = ScrollContain(viewSize, contentSize, snapsAligned, containScroll, pixelTolerance);
    const scrollSnaps = containSnaps ? snapsContained : snapsAligned;
    const {
      limit
    } = ScrollLimit(contentSize, scrollSnaps, loop);
    const index = Counter(arrayLastIndex(scrollSnaps), startIndex, loop);
    const indexPrevious = index.clone();
    const slideIndexes = arrayKeys(slides);
    const update = ({
      dragHandler,
      scrollBody: scrollBody2,
      scrollBounds,
      options: {
        loop: loop2
      }
    }) => {
      if (!loop2) scrollBounds.constrain(dragHandler.pointerDown());
      scrollBody2.seek();
    };
    const render2 = ({
      scrollBody: scrollBody2,
      translate,
      location: location2,
      offsetLocation: offsetLocation2,
      previousLocation: previousLocation2,
      scrollLooper,
      slideLooper,
      dragHandler,
      animation: animation2,
      eventHandler: eventHandler2,
      scrollBounds,
      options: {
        loop: loop2
      }
    }, alpha) => {
      const shouldSettle = scrollBody2.settled();
      const withinBounds = !scrollBounds.shouldConstrain();
      const hasSettled = loop2 ? shouldSettle : shouldSettle && withinBounds;
      const hasSettledAndIdle = hasSettled && !dragHandler.pointerDown();
      if (hasSettledAndIdle) animation2.stop();
      const interpolatedLocation = location2.get() * alpha + previousLocation2.get() * (1 - alpha);
      offsetLocation2.set(interpolatedLocation);
      if (loop2) {
        scrollLooper.loop(scrollBody2.direction());
        slideLooper.loop();
      }
      translate.to(offsetLocation2.get());
      if (hasSettledAndIdle) eventHandler2.emit("settle");
      if (!hasSettled) eventHandler2.emit("scroll");
    };
    const animation = Animations(ownerDocument, ownerWindow, () => update(engine), (alpha) => render2(engine, alpha));
    const friction = 0.68;
    const startLocation = scrollSnaps[index.get()];
    const location = Vector1D(startLocation);
    const previousLocation = Vector1D(startLocation);
    const offsetLocation = Vector1D(startLocation);
    const target = Vector1D(startLocation);
    const scrollBody = ScrollBody(location, offsetLocation, previousLocation, target, duration, friction);
    const scrollTarget = ScrollTarget(loop, scrollSnaps, contentSize, limit, target);
    const scrollTo = ScrollTo(animation, index, indexPrevious, scrollBody, scrollTarget, target, eventHandler);
    const scrollProgress = ScrollProgress(limit);
    const eventStore = EventStore();
    const slidesInView = SlidesInView(container, slides, eventHandler, inViewThreshold);
    const {
      slideRegistry
    } = SlideRegistry(containSnaps, containScroll, scrollSnaps, scrollContainLimit, slidesToScroll, slideIndexes);
    const slideFocus = SlideFocus(root, slides, slideRegistry, scrollTo, scrollBody, eventStore, eventHandler, watchFocus);
    const engine = {
      ownerDocument,
      ownerWindow,
      eventHandler,
      containerRect,
      slideRects,
      animation,
      axis,
      dragHandler: DragHandler(axis, root, ownerDocument, ownerWindow, target, DragTracker(axis, ownerWindow), location, animation, scrollTo, scrollBody, scrollTarget, index, eventHandler, percentOfView, dragFree, dragThreshold, skipSnaps, friction, watchDrag),
      eventStore,
      percentOfView,
      index,
      indexPrevious,
      limit,
      location,
      offsetLocation,
      previousLocation,
      options: options2,
      resizeHandler: ResizeHandler(container, eventHandler, ownerWindow, slides, axis, watchResize, nodeRects),
      scrollBody,
      scrollBounds: ScrollBounds(limit, offsetLocation, target, scrollBody, percentOfView),
      scrollLooper: ScrollLooper(contentSize, limit, offsetLocation, [location, offsetLocation, previousLocation, target]),
      scrollProgress,
      scrollSnapList: scrollSnaps.map(scrollProgress.get),
      scrollSnaps,
      scrollTarget,
      scrollTo,
      slideLooper: SlideLooper(axis, viewSize, contentSize, slideSizes, slideSizesWithGaps, snaps, scrollSnaps, offsetLocation, slides),
      slideFocus,
      slidesHandler: SlidesHandler(container, eventHandler, watchSlides),
      slidesInView,
      slideIndexes,
      slideRegistry,
      slidesToScroll,
      target,
      translate: Translate(axis, container)
    };
    return engine;
  }
  function EventHandler() {
    let listeners = {};
    let api;
    function init(emblaApi) {
      api = emblaApi;
    }
    function getListeners(evt) {
      return listeners[evt] || [];
    }
    function emit(evt) {
      getListeners(evt).forEach((e) => e(api, evt));
      return self;
    }
    function on(evt, cb) {
      listeners[evt] = getListeners(evt).concat([cb]);
      return self;
    }
    function off(evt, cb) {
      listeners[evt] = getListeners(evt).filter((e) => e !== cb);
      return self;
    }
    function clear() {
      listeners = {};
    }
    const self = {
      init,
      emit,
      off,
      on,
      clear
    };
    return self;
  }
  var defaultOptions2 = {
    align: "center",
    axis: "x",
    container: null,
    slides: null,
    containScroll: "trimSnaps",
    direction: "ltr",
    slidesToScroll: 1,
    inViewThreshold: 0,
    breakpoints: {},
    dragFree: false,
    dragThreshold: 10,
    loop: false,
    skipSnaps: false,
    duration: 25,
    startIndex: 0,
    active: true,
    watchDrag: true,
    watchResize: true,
    watchSlides: true,
    watchFocus: true
  };
  function OptionsHandler(ownerWindow) {
    function mergeOptions(optionsA, optionsB) {
      return objectsMergeDeep(optionsA, optionsB || {});
    }
    function optionsAtMedia(options2) {
      const optionsAtMedia2 = options2.breakpoints || {};
      const matchedMediaOptions = objectKeys(optionsAtMedia2).filter((media2) => ownerWindow.matchMedia(media2).matches).map((media2) => optionsAtMedia2[media2]).reduce((a2, mediaOption) => mergeOptions(a2, mediaOption), {});
      return mergeOptions(options2, matchedMediaOptions);
    }
    function optionsMediaQueries(optionsList) {
      return optionsList.map((options2) => objectKeys(options2.breakpoints || {})).reduce((acc, mediaQueries) => acc.concat(mediaQueries), []).map(ownerWindow.matchMedia);
    }
    const self = {
      mergeOptions,
      optionsAtMedia,
      optionsMediaQueries
    };
    return self;
  }
  function PluginsHandler(optionsHandler) {
    let activePlugins = [];
    function init(emblaApi, plugins) {
      activePlugins = plugins.filter(({
        options: options2
      }) => optionsHandler.optionsAtMedia(options2).active !== false);
      activePlugins.forEach((plugin) => plugin.init(emblaApi, optionsHandler));
      return plugins.reduce((map, plugin) => Object.assign(map, {
        [plugin.name]: plugin
      }), {});
    }
    function destroy() {
      activePlugins = activePlugins.filter((plugin) => plugin.destroy());
    }
    const self = {
      init,
      destroy
    };
    return self;
  }
  function EmblaCarousel(root, userOptions, userPlugins) {
    const ownerDocument = root.ownerDocument;
    const ownerWindow = ownerDocument.defaultView;
    const optionsHandler = OptionsHandler(ownerWindow);
    const pluginsHandler = PluginsHandler(optionsHandler);
    const mediaHandlers = EventStore();
    const eventHandler = EventHandler();
    const {
      mergeOptions,
      optionsAtMedia,
      optionsMediaQueries
    } = optionsHandler;
    const {
      on,
      off,
      emit
    } = eventHandler;
    const reInit = reActivate;
    let destroyed = false;
    let engine;
    let optionsBase = mergeOptions(defaultOptions2, EmblaCarousel.globalOptions);
    let options2 = mergeOptions(optionsBase);
    let pluginList = [];
    let pluginApis;
    let container;
    let slides;
    function storeElements() {
      const {
        container: userContainer,
        slides: userSlides
      } = options2;
      const customContainer = isString(userContainer) ? root.querySelector(userContainer) : userContainer;
      container = customContainer || root.children[0];
      const customSlides = isString(userSlides) ? container.querySelectorAll(userSlides) : userSlides;
      slides = [].slice.call(customSlides || container.children);
    }
    function createEngine(options3) {
      const engine2 = Engine(root, container, slides, ownerDocument, ownerWindow, options3, eventHandler);
      if (options3.loop && !engine2.slideLooper.canLoop()) {
        const optionsWithoutLoop = Object.assign({}, options3, {
          loop: false
        });
        return createEngine(optionsWithoutLoop);
      }
      return engine2;
    }
    function activate(withOptions, withPlugins) {
      if (destroyed) return;
      optionsBase = mergeOptions(optionsBase, withOptions);
      options2 = optionsAtMedia(optionsBase);
      pluginList = withPlugins || pluginList;
      storeElements();
      engine = createEngine(options2);
      optionsMediaQueries([optionsBase, ...pluginList.map(({
        options: options3
      }) => options3)]).forEach((query) => mediaHandlers.add(query, "change", reActivate));
      if (!options2.active) return;
      engine.translate.to(engine.location.get());
      engine.animation.init();
      engine.slidesInView.init();
      engine.slideFocus.init(self);
      engine.eventHandler.init(self);
      engine.resizeHandler.init(self);
      engine.slidesHandler.init(self);
      if (engine.options.loop) engine.slideLooper.loop();
      if (container.offsetParent && slides.length) engine.dragHandler.init(self);
      pluginApis = pluginsHandler.init(self, pluginList);
    }
    function reActivate(withOptions, withPlugins) {
      const startIndex = selectedScrollSnap();
      deActivate();
      activate(mergeOptions({
        startIndex
      }, withOptions), withPlugins);
      eventHandler.emit("reInit");
    }
    function deActivate() {
      engine.dragHandler.destroy();
      engine.eventStore.clear();
      engine.translate.clear();
      engine.slideLooper.clear();
      engine.resizeHandler.destroy();
      engine.slidesHandler.destroy();
      engine.slidesInView.destroy();
      engine.animation.destroy();
      pluginsHandler.destroy();
      mediaHandlers.clear();
    }
    function destroy() {
      if (destroyed) return;
      destroyed = true;
      mediaHandlers.clear();
      deActivate();
      eventHandler.emit("destroy");
      eventHandler.clear();
    }
    function scrollTo(index, jump, direction) {
      if (!options2.active || destroyed) return;
      engine.scrollBody.useBaseFriction().useDuration(jump === true ? 0 : options2.duration);
      engine.scrollTo.index(index, direction || 0);
    }
    function scrollNext(jump) {
      const next2 = engine.index.add(1).get();
      scrollTo(next2, jump, -1);
    }
    function scrollPrev(jump) {
      const prev2 = engine.index.add(-1).get();
      scrollTo(prev2, jump, 1);
    }
    function canScrollNext() {
      const next2 = engine.index.add(1).get();
      return next2 !== selectedScrollSnap();
    }
    function canScrollPrev() {
      const prev2 = engine.index.add(-1).get();
      return prev2 !== selectedScrollSnap();
    }
    function scrollSnapList() {
      return engine.scrollSnapList;
    }
    function scrollProgress() {
      return engine.scrollProgress.get(engine.offsetLocation.get());
    }
    function selectedScrollSnap() {
      return engine.index.get();
    }
    function previousScrollSnap() {
      return engine.indexPrevious.get();
    }
    function slidesInView() {
      return engine.slidesInView.get();
    }
    function slidesNotInView() {
      return engine.slidesInView.get(false);
    }
    function plugins() {
      return pluginApis;
    }
    function internalEngine() {
      return engine;
    }
    function rootNode() {
      return root;
    }
    function containerNode() {
      return container;
    }
    function slideNodes() {
      return slides;
    }
    const self = {
      canScrollNext,
      canScrollPrev,
      containerNode,
      internalEngine,
      destroy,
      off,
      on,
      emit,
      plugins,
      previousScrollSnap,
      reInit,
      rootNode,
      scrollNext,
      scrollPrev,
      scrollProgress,
      scrollSnapList,
      scrollTo,
      selectedScrollSnap,
      slideNodes,
      slidesInView,
      slidesNotInView
    };
    activate(userOptions, userPlugins);
    setTimeout(() => eventHandler.emit("init"), 0);
    return self;
  }
  EmblaCarousel.globalOptions = void 0;

  // node_modules/embla-carousel-react/esm/embla-carousel-react.esm.js
  function useEmblaCarousel(options2 = {}, plugins = []) {
    const storedOptions = (0, import_react3.useRef)(options2);
    const storedPlugins = (0, import_react3.useRef)(plugins);
    const [emblaApi, setEmblaApi] = (0, import_react3.useState)();
    const [viewport, setViewport] = (0, import_react3.useState)();
    const reInit = (0, import_react3.useCallback)(() => {
      if (emblaApi) emblaApi.reInit(storedOptions.current, storedPlugins.current);
    }, [emblaApi]);
    (0, import_react3.useEffect)(() => {
      if (areOptionsEqual(storedOptions.current, options2)) return;
      storedOptions.current = options2;
      reInit();
    }, [options2, reInit]);
    (0, import_react3.useEffect)(() => {
      if (arePluginsEqual(storedPlugins.current, plugins)) return;
      storedPlugins.current = plugins;
      reInit();
    }, [plugins, reInit]);
    (0, import_react3.useEffect)(() => {
      if (canUseDOM() && viewport) {
        EmblaCarousel.globalOptions = useEmblaCarousel.globalOptions;
        const newEmblaApi = EmblaCarousel(viewport, storedOptions.current, storedPlugins.current);
        setEmblaApi(newEmblaApi);
        return () => newEmblaApi.destroy();
      } else {
        setEmblaApi(void 0);
      }
    }, [viewport, setEmblaApi]);
    return [setViewport, emblaApi];
  }
  useEmblaCarousel.globalOptions = void 0;

  // src/features/home/components/BannerCarousel.tsx
  var import_react4 = __toESM(require_react(), 1);
  var import_jsx_runtime6 = __toESM(require_jsx_runtime(), 1);
  var AUTOPLAY_DELAY_MS = 5e3;
  var FALLBACK = {
    heading: "Your Global Partner in Fresh Produce & Trade",
    subtitle: "Fresh fruits, spices and textiles, exported to over 50 countries.",
    image: null
  };
  var Region = Mt.section`
  position: relative;
  height: 88vh;
  min-height: 30rem;
  background: ${colors.forest};
  color: ${colors.white};
`;
  var Viewport = Mt.div`
  height: 100%;
  overflow: hidden;
`;
  var Track2 = Mt.div`
  display: flex;
  height: 100%;
  touch-action: pan-y pinch-zoom;
`;
  var Slide = Mt.div`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;
  display: flex;
  align-items: center;
  overflow: hidden;
  background:
    radial-gradient(circle at 80% 20%, rgba(242, 165, 22, 0.35), transparent 45%),
    linear-gradient(135deg, ${colors.teal}, ${colors.forest});
`;
  var Backdrop = Mt.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
  var Shade = Mt.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, rgba(6, 30, 24, 0.82) 0%, rgba(6, 30, 24, 0.55) 55%, rgba(6, 30, 24, 0.25) 100%);
`;
  var Content = Mt(Container)`
  position: relative;
  padding-bottom: 3rem;
`;
  var Eyebrow = Mt.p`
  display: inline-block;
  margin-bottom: 1rem;
  padding: 0.3rem 0.85rem;
  border-radius: ${radii.pill};
  background: rgba(242, 165, 22, 0.18);
  color: ${colors.saffron};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;
  var headingStyles = `
  max-width: 48rem;
  font-size: clamp(2rem, 5.2vw, 3.9rem);
  font-weight: 850;
  letter-spacing: -0.02em;
  text-shadow: 0 2px 16px rgba(0, 0, 0, 0.25);
`;
  var H1 = Mt.h1`${headingStyles}`;
  var H2 = Mt.h2`${headingStyles}`;
  var Subtitle = Mt.p`
  max-width: 38rem;
  margin-top: 1.1rem;
  font-size: clamp(1.05rem, 1.8vw, 1.3rem);
  color: #e6efeb;
`;
  var Ctas = Mt.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  margin-top: 2rem;
`;
  var Controls = Mt.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 1.5rem;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
`;
  var RoundButton = Mt.button`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1.5px solid rgba(255, 255, 255, 0.6);
  border-radius: ${radii.pill};
  background: rgba(6, 30, 24, 0.45);
  color: ${colors.white};
  font-size: 1.1rem;
  cursor: pointer;
  &:hover { background: rgba(6, 30, 24, 0.75); }
`;
  var Dots = Mt.div`
  display: flex;
  gap: 0.15rem;
  @media ${media.sm} { margin-inline: 0.5rem; }
`;
  var Dot = Mt.button`
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: "";
    display: block;
    margin: auto;
    width: 0.7rem;
    height: 0.7rem;
    border-radius: ${radii.pill};
    background: rgba(255, 255, 255, 0.55);
    transition: width 0.25s ease, background 0.25s ease;
  }
  &[aria-current="true"]::before {
    width: 1.8rem;
    background: ${colors.saffron};
  }
`;
  function prefersReducedMotion() {
    return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  }
  function BannerCarousel({ banners }) {
    const slides = banners.length > 0 ? banners : [FALLBACK];
    const [autoplay] = (0, import_react4.useState)(
      () => Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true })
    );
    const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
    const [selected, setSelected] = (0, import_react4.useState)(0);
    const [playing, setPlaying] = (0, import_react4.useState)(false);
    (0, import_react4.useEffect)(() => {
      if (!embla) return;
      const onSelect = () => setSelected(embla.selectedScrollSnap());
      const onPlay = () => setPlaying(true);
      const onStop = () => setPlaying(false);
      embla.on("select", onSelect).on("reInit", onSelect);
      embla.on("autoplay:play", onPlay).on("autoplay:stop", onStop);
      if (!prefersReducedMotion()) autoplay.play();
      return () => {
        embla.off("select", onSelect).off("reInit", onSelect);
        embla.off("autoplay:play", onPlay).off("autoplay:stop", onStop);
      };
    }, [embla, autoplay]);
    const goTo = (0, import_react4.useCallback)(
      (index) => {
        embla?.scrollTo(index);
        autoplay.reset();
      },
      [embla, autoplay]
    );
    const goPrev = () => {
      embla?.scrollPrev();
      autoplay.reset();
    };
    const goNext = () => {
      embla?.scrollNext();
      autoplay.reset();
    };
    const togglePlay = () => playing ? autoplay.stop() : autoplay.play();
    const multiple = slides.length > 1;
    return /* @__PURE__ */ (0, import_jsx_runtime6.jsxs)(Region, { "aria-roledescription": "carousel", "aria-label": "Highlights", children: [
      /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(Viewport, { ref: viewportRef, children: /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(Track2, { children: slides.map((banner, index) => {
        const Heading3 = index === 0 ? H1 : H2;
        return /* @__PURE__ */ (0, import_jsx_runtime6.jsxs)(
          Slide,
          {
            role: "group",
            "aria-roledescription": "slide",
            "aria-label": `${index + 1} of ${slides.length}`,
            inert: index !== selected,
            children: [
              banner.image && /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(
                Backdrop,
                {
                  src: banner.image,
                  alt: "",
                  width: 1920,
                  height: 1080,
                  loading: index === 0 ? "eager" : "lazy",
                  fetchPriority: index === 0 ? "high" : "low",
                  decoding: "async"
                }
              ),
              /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(Shade, {}),
              /* @__PURE__ */ (0, import_jsx_runtime6.jsxs)(Content, { children: [
                /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(Eyebrow, { children: "Global Import & Export" }),
                /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(Heading3, { children: banner.heading }),
                banner.subtitle && /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(Subtitle, { children: banner.subtitle }),
                /* @__PURE__ */ (0, import_jsx_runtime6.jsxs)(Ctas, { children: [
                  /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(ButtonLink, { to: "/products", $size: "lg", children: "Explore Products" }),
                  /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(ButtonLink, { to: "/contact", $variant: "light", $size: "lg", children: "Contact Us" })
                ] })
              ] })
            ]
          },
          index
        );
      }) }) }),
      multiple && /* @__PURE__ */ (0, import_jsx_runtime6.jsxs)(Controls, { children: [
        /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(RoundButton, { type: "button", "aria-label": "Previous slide", onClick: goPrev, children: /* @__PURE__ */ (0, import_jsx_runtime6.jsx)("span", { "aria-hidden": "true", children: "\u2039" }) }),
        /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(Dots, { children: slides.map((_2, index) => /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(
          Dot,
          {
            type: "button",
            "aria-label": `Go to slide ${index + 1}`,
            "aria-current": index === selected,
            onClick: () => goTo(index)
          },
          index
        )) }),
        /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(RoundButton, { type: "button", "aria-label": "Next slide", onClick: goNext, children: /* @__PURE__ */ (0, import_jsx_runtime6.jsx)("span", { "aria-hidden": "true", children: "\u203A" }) }),
        /* @__PURE__ */ (0, import_jsx_runtime6.jsx)(RoundButton, { type: "button", "aria-label": playing ? "Pause slideshow" : "Play slideshow", onClick: togglePlay, children: /* @__PURE__ */ (0, import_jsx_runtime6.jsx)("span", { "aria-hidden": "true", children: playing ? "\u275A\u275A" : "\u25B6\uFE0E" }) })
      ] })
    ] });
  }

  // src/features/home/components/CertificationStrip.tsx
  var import_jsx_runtime7 = __toESM(require_jsx_runtime(), 1);
  var BODIES = [
    "Export Promotion Council",
    "Food Safety Authority",
    "Spices Board",
    "Tea Board",
    "Small Enterprise Registration",
    "Make in India",
    "Agricultural Export Authority",
    "Chamber of Commerce"
  ];
  var SHOWN = BODIES.slice(0, 4);
  var REPEATS = 4;
  var scroll = Ut`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;
  var Band = Mt.section`
  height: 200px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 1.25rem;
  background: ${colors.white};
  border-top: 1px solid ${colors.line};
  overflow: hidden;
`;
  var Title = Mt.h2`
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-align: center;
  color: ${colors.muted};
`;
  var Viewport2 = Mt.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
`;
  var Track3 = Mt.div`
  display: flex;
  width: max-content;
  animation: ${scroll} 20s linear infinite;
  &:hover { animation-play-state: paused; }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
  var Group = Mt.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
`;
  var Badge = Mt.li`
  flex: none;
  margin-right: 1.25rem;
  padding: 0.85rem 1.4rem;
  border: 1.5px solid ${colors.line};
  border-radius: ${radii.md};
  color: ${colors.forest};
  font-weight: 700;
  white-space: nowrap;
  &::before { content: "✦ "; color: ${colors.saffronDark}; }
`;
  function CertificationStrip() {
    return /* @__PURE__ */ (0, import_jsx_runtime7.jsxs)(Band, { "aria-labelledby": "certified-title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime7.jsx)(Container, { children: /* @__PURE__ */ (0, import_jsx_runtime7.jsx)(Title, { id: "certified-title", children: "Certified & Recognised By" }) }),
      /* @__PURE__ */ (0, import_jsx_runtime7.jsx)(Viewport2, { children: /* @__PURE__ */ (0, import_jsx_runtime7.jsx)(Track3, { children: Array.from({ length: REPEATS }, (_2, copy2) => /* @__PURE__ */ (0, import_jsx_runtime7.jsx)(Group, { "aria-hidden": copy2 > 0 || void 0, children: SHOWN.map((name) => /* @__PURE__ */ (0, import_jsx_runtime7.jsx)(Badge, { children: name }, name)) }, copy2)) }) })
    ] });
  }

  // src/components/ui/Card.tsx
  var Card = Mt.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  transition: transform 0.25s ease, box-shadow 0.25s ease;
  &:hover { transform: translateY(-4px); box-shadow: ${shadows.raised}; }
`;
  var CardMedia = Mt.div`
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${colors.tealSoft};
  img { width: 100%; height: 100%; object-fit: cover; }
`;
  var CardBody = Mt.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  flex: 1;
  padding: 1.4rem 1.4rem 1.6rem;
`;
  var CardTitle = Mt.h3`
  font-size: 1.2rem;
  font-weight: 750;
  color: ${colors.forest};
`;
  var CardText = Mt.p`
  color: ${colors.muted};
`;
  var CardGrid = Mt.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p2) => p2.$min ?? "16rem"}), 1fr));
`;

  // src/components/ui/Img.tsx
  var import_jsx_runtime8 = __toESM(require_jsx_runtime(), 1);
  function Img({ priority = false, decoding = "async", ...rest }) {
    return /* @__PURE__ */ (0, import_jsx_runtime8.jsx)("img", { ...rest, decoding, loading: priority ? "eager" : "lazy", fetchPriority: priority ? "high" : void 0 });
  }

  // src/components/ui/Section.tsx
  var import_jsx_runtime9 = __toESM(require_jsx_runtime(), 1);
  var backgrounds = {
    plain: colors.white,
    cream: colors.cream,
    tint: colors.tealSoft,
    dark: colors.forest
  };
  var Band2 = Mt.section`
  background: ${(p2) => backgrounds[p2.$tone]};
  color: ${(p2) => p2.$tone === "dark" ? colors.onDark : colors.ink};
  padding-block: 3.5rem;
  @media ${media.md} { padding-block: 5rem; }
`;
  function Section({ id, tone = "plain", labelledBy, children }) {
    return /* @__PURE__ */ (0, import_jsx_runtime9.jsx)(Band2, { id, $tone: tone, "aria-labelledby": labelledBy, children: /* @__PURE__ */ (0, import_jsx_runtime9.jsx)(Container, { children }) });
  }

  // src/components/ui/SectionHeading.tsx
  var import_jsx_runtime10 = __toESM(require_jsx_runtime(), 1);
  var Wrapper2 = Mt.header`
  text-align: ${(p2) => p2.$align === "center" ? "center" : "left"};
  max-width: ${(p2) => p2.$align === "center" ? "46rem" : "none"};
  margin: 0 ${(p2) => p2.$align === "center" ? "auto" : "0"} 2.5rem;
`;
  var Eyebrow2 = Mt.p`
  display: inline-block;
  margin-bottom: 0.75rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${(p2) => p2.$onDark ? colors.saffron : colors.saffronText};
`;
  var Title2 = Mt.h2`
  font-size: clamp(1.7rem, 3.2vw, 2.5rem);
  font-weight: 800;
  letter-spacing: -0.01em;
`;
  var Intro = Mt.p`
  margin-top: 0.9rem;
  font-size: 1.05rem;
  color: ${(p2) => p2.$onDark ? colors.onDarkMuted : colors.muted};
`;
  function SectionHeading({ id, eyebrow, title, intro, align = "center", onDark = false }) {
    return /* @__PURE__ */ (0, import_jsx_runtime10.jsxs)(Wrapper2, { $align: align, children: [
      eyebrow && /* @__PURE__ */ (0, import_jsx_runtime10.jsx)(Eyebrow2, { $onDark: onDark, children: eyebrow }),
      /* @__PURE__ */ (0, import_jsx_runtime10.jsx)(Title2, { id, children: title }),
      intro && /* @__PURE__ */ (0, import_jsx_runtime10.jsx)(Intro, { $onDark: onDark, children: intro })
    ] });
  }

  // src/features/home/components/CoreValues.tsx
  var import_jsx_runtime11 = __toESM(require_jsx_runtime(), 1);
  function CoreValues({ items }) {
    if (items.length === 0) return null;
    return /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)(Section, { id: "core-values", tone: "cream", labelledBy: "core-values-title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(
        SectionHeading,
        {
          id: "core-values-title",
          eyebrow: "What Drives Us",
          title: "Our Core Values",
          intro: "The principles behind every shipment we send."
        }
      ),
      /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(CardGrid, { $min: "17rem", children: items.map((value) => /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)(Card, { children: [
        value.image && /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(CardMedia, { children: /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(Img, { src: value.image, alt: "", width: 640, height: 400 }) }),
        /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)(CardBody, { children: [
          /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(CardTitle, { children: value.coreValuesName }),
          /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(CardText, { children: value.description })
        ] })
      ] }) }, value._id)) })
    ] });
  }

  // node_modules/@radix-ui/react-accordion/dist/index.mjs
  var React27 = __toESM(require_react(), 1);

  // node_modules/@radix-ui/react-context/dist/index.mjs
  var React12 = __toESM(require_react(), 1);
  var import_jsx_runtime12 = __toESM(require_jsx_runtime(), 1);
  var __defProp2 = Object.defineProperty;
  var __name = (target, value) => __defProp2(target, "name", { value, configurable: true });
  // @__NO_SIDE_EFFECTS__
  function createContext22(rootComponentName, defaultContext) {
    const Context = React12.createContext(defaultContext);
    Context.displayName = rootComponentName + "Context";
    const Provider = /* @__PURE__ */ __name((props) => {
      const { children, ...context } = props;
      const value = React12.useMemo(() => context, Object.values(context));
      return /* @__PURE__ */ (0, import_jsx_runtime12.jsx)(Context.Provider, { value, children });
    }, "Provider");
    Provider.displayName = rootComponentName + "Provider";
    function useContext22(consumerName, options2 = {}) {
      const { optional = false } = options2;
      const context = React12.useContext(Context);
      if (context) return context;
      if (defaultContext !== void 0) return defaultContext;
      if (optional) return void 0;
      throw new Error(`\`${consumerName}\` must be used within \`${rootComponentName}\``);
    }
    __name(useContext22, "useContext");
    return [Provider, useContext22];
  }
  __name(createContext22, "createContext");
  // @__NO_SIDE_EFFECTS__
  function createContextScope(scopeName, createContextScopeDeps = []) {
    let defaultContexts = [];
    function createContext32(rootComponentName, defaultContext) {
      const BaseContext = React12.createContext(defaultContext);
      BaseContext.displayName = rootComponentName + "Context";
      const index = defaultContexts.length;
      defaultContexts = [...defaultContexts, defaultContext];
      const Provider = /* @__PURE__ */ __name((props) => {
        const { scope, children, ...context } = props;
        const Context = scope?.[scopeName]?.[index] || BaseContext;
        const value = React12.useMemo(() => context, Object.values(context));
        return /* @__PURE__ */ (0, import_jsx_runtime12.jsx)(Context.Provider, { value, children });
      }, "Provider");
      Provider.displayName = rootComponentName + "Provider";
      function useContext22(consumerName, scope, options2 = {}) {
        const { optional = false } = options2;
        const Context = scope?.[scopeName]?.[index] || BaseContext;
        const context = React12.useContext(Context);
        if (context) return context;
        if (defaultContext !== void 0) return defaultContext;
        if (optional) return void 0;
        throw new Error(`\`${consumerName}\` must be used within \`${rootComponentName}\``);
      }
      __name(useContext22, "useContext");
      return [Provider, useContext22];
    }
    __name(createContext32, "createContext");
    const createScope = /* @__PURE__ */ __name(() => {
      const scopeContexts = defaultContexts.map((defaultContext) => {
        return React12.createContext(defaultContext);
      });
      return /* @__PURE__ */ __name(function useScope(scope) {
        const contexts = scope?.[scopeName] || scopeContexts;
        return React12.useMemo(
          () => ({ [`__scope${scopeName}`]: { ...scope, [scopeName]: contexts } }),
          [scope, contexts]
        );
      }, "useScope");
    }, "createScope");
    createScope.scopeName = scopeName;
    return [createContext32, composeContextScopes(createScope, ...createContextScopeDeps)];
  }
  __name(createContextScope, "createContextScope");
  function composeContextScopes(...scopes) {
    const baseScope = scopes[0];
    if (scopes.length === 1) return baseScope;
    const createScope = /* @__PURE__ */ __name(() => {
      const scopeHooks = scopes.map((createScope2) => ({
        useScope: createScope2(),
        scopeName: createScope2.scopeName
      }));
      return /* @__PURE__ */ __name(function useComposedScopes(overrideScopes) {
        const nextScopes = scopeHooks.reduce((nextScopes2, { useScope, scopeName }) => {
          const scopeProps = useScope(overrideScopes);
          const currentScope = scopeProps[`__scope${scopeName}`];
          return { ...nextScopes2, ...currentScope };
        }, {});
        return React12.useMemo(() => ({ [`__scope${baseScope.scopeName}`]: nextScopes }), [nextScopes]);
      }, "useComposedScopes");
    }, "createScope");
    createScope.scopeName = baseScope.scopeName;
    return createScope;
  }
  __name(composeContextScopes, "composeContextScopes");

  // node_modules/@radix-ui/react-collection/dist/index.mjs
  var React16 = __toESM(require_react(), 1);

  // node_modules/@radix-ui/react-compose-refs/dist/index.mjs
  var React13 = __toESM(require_react(), 1);
  var __defProp3 = Object.defineProperty;
  var __name2 = (target, value) => __defProp3(target, "name", { value, configurable: true });
  function setRef(ref, value) {
    if (typeof ref === "function") {
      return ref(value);
    } else if (ref !== null && ref !== void 0) {
      ref.current = value;
    }
  }
  __name2(setRef, "setRef");
  function composeRefs(...refs) {
    return (node2) => {
      let hasCleanup = false;
      const cleanups = refs.map((ref) => {
        const cleanup = setRef(ref, node2);
        if (!hasCleanup && typeof cleanup == "function") {
          hasCleanup = true;
        }
        return cleanup;
      });
      if (hasCleanup) {
        return () => {
          for (let i2 = 0; i2 < cleanups.length; i2++) {
            const cleanup = cleanups[i2];
            if (typeof cleanup == "function") {
              cleanup();
            } else {
              setRef(refs[i2], null);
            }
          }
        };
      }
    };
  }
  __name2(composeRefs, "composeRefs");
  function useComposedRefs(...refs) {
    return React13.useCallback(composeRefs(...refs), refs);
  }
  __name2(useComposedRefs, "useComposedRefs");

  // node_modules/@radix-ui/react-slot/dist/index.mjs
  var React14 = __toESM(require_react(), 1);
  var __defProp4 = Object.defineProperty;
  var __name3 = (target, value) => __defProp4(target, "name", { value, configurable: true });
  // @__NO_SIDE_EFFECTS__
  function createSlot(ownerName) {
    const Slot2 = React14.forwardRef((props, forwardedRef) => {
      let { children, ...slotProps } = props;
      let slottableElement = null;
      let hasSlottable = false;
      const newChildren = [];
      children = useUnwrappedLazy(children);
      React14.Children.forEach(children, (maybeSlottable) => {
        if (isSlottable(maybeSlottable)) {
          hasSlottable = true;
          const slottable = maybeSlottable;
          let child = "child" in slottable.props ? slottable.props.child : slottable.props.children;
          while (isLazyComponent(child) && typeof use === "function") {
            child = use(child._payload);
          }
          slottableElement = getSlottableElementFromSlottable(slottable, child);
          newChildren.push(slottableElement?.props?.children);
        } else {
          newChildren.push(maybeSlottable);
        }
      });
      if (slottableElement) {
        slottableElement = React14.cloneElement(slottableElement, void 0, newChildren);
      } else if (
        // A `Slottable` was found but it didn't resolve to a single element (e.g.
        // it wrapped multiple elements, text, or a render-prop `child` that
        // wasn't an element). Don't fall back to treating the `Slottable` wrapper
        // itself as the slot target — throw a descriptive error below instead.
        !hasSlottable && React14.Children.count(children) === 1 && React14.isValidElement(children)
      ) {
        slottableElement = children;
      }
      const slottableElementRef = slottableElement ? getElementRef(slottableElement) : void 0;
      const composedRef = useComposedRefs(forwardedRef, slottableElementRef);
      if (!slottableElement) {
        if (children || children === 0) {
          throw new Error(
            hasSlottable ? createSlottableError(ownerName) : createSlotError(ownerName)
          );
        }
        return children;
      }
      const mergedProps = mergeProps(slotProps, slottableElement.props ?? {});
      if (slottableElement.type !== React14.Fragment) {
        mergedProps.ref = forwardedRef ? composedRef : slottableElementRef;
      }
      return React14.cloneElement(slottableElement, mergedProps);
    });
    Slot2.displayName = `${ownerName}.Slot`;
    return Slot2;
  }
  __name3(createSlot, "createSlot");
  var SLOTTABLE_IDENTIFIER = /* @__PURE__ */ Symbol.for("radix.slottable");
  // @__NO_SIDE_EFFECTS__
  function createSlottable(ownerName) {
    const Slottable2 = /* @__PURE__ */ __name3((props) => "child" in props ? props.children(props.child) : props.children, "Slottable");
    Slottable2.displayName = `${ownerName}.Slottable`;
    Slottable2.__radixId = SLOTTABLE_IDENTIFIER;
    return Slottable2;
  }
  __name3(createSlottable, "createSlottable");
  var getSlottableElementFromSlottable = /* @__PURE__ */ __name3((slottable, child) => {
    if ("child" in slottable.props) {
      if (!React14.isValidElement(child)) return null;
      return React14.cloneElement(child, void 0, slottable.props.children(child.props.children));
    }
    return React14.isValidElement(child) ? child : null;
  }, "getSlottableElementFromSlottable");
  function mergeProps(slotProps, childProps) {
    const overrideProps = { ...childProps };
    for (const propName in childProps) {
      const slotPropValue = slotProps[propName];
      const childPropValue = childProps[propName];
      const isHandler = /^on[A-Z]/.test(propName);
      if (isHandler) {
        if (slotPropValue && childPropValue) {
          overrideProps[propName] = (...args) => {
            const result = childPropValue(...args);
            slotPropValue(...args);
            return result;
          };
        } else if (slotPropValue) {
          overrideProps[propName] = slotPropValue;
        }
      } else if (propName === "style") {
        overrideProps[propName] = { ...slotPropValue, ...childPropValue };
      } else if (propName === "className") {
        overrideProps[propName] = [slotPropValue, childPropValue].filter(Boolean).join(" ");
      } else if (propName === "aria-describedby") {
        overrideProps[propName] = concatAriaDescribedby(childPropValue, slotPropValue);
      }
    }
    return { ...slotProps, ...overrideProps };
  }
  __name3(mergeProps, "mergeProps");
  function getElementRef(element) {
    let getter = Object.getOwnPropertyDescriptor(element.props, "ref")?.get;
    let mayWarn = getter && "isReactWarning" in getter && getter.isReactWarning;
    if (mayWarn) {
      return element.ref;
    }
    getter = Object.getOwnPropertyDescriptor(element, "ref")?.get;
    mayWarn = getter && "isReactWarning" in getter && getter.isReactWarning;
    if (mayWarn) {
      return element.props.ref;
    }
    return element.props.ref || element.ref;
  }
  __name3(getElementRef, "getElementRef");
  function isSlottable(child) {
    return React14.isValidElement(child) && typeof child.type === "function" && "__radixId" in child.type && child.type.__radixId === SLOTTABLE_IDENTIFIER;
  }
  __name3(isSlottable, "isSlottable");
  var REACT_LAZY_TYPE = /* @__PURE__ */ Symbol.for("react.lazy");
  function isLazyComponent(element) {
    return element != null && typeof element === "object" && "$$typeof" in element && element.$$typeof === REACT_LAZY_TYPE && "_payload" in element && isPromiseLike(element._payload);
  }
  __name3(isLazyComponent, "isLazyComponent");
  function isPromiseLike(value) {
    return typeof value === "object" && value !== null && "then" in value;
  }
  __name3(isPromiseLike, "isPromiseLike");
  function useUnwrappedLazy(value) {
    let unwrapped = value;
    while (isLazyComponent(unwrapped) && typeof use === "function") {
      unwrapped = use(unwrapped._payload);
    }
    return unwrapped;
  }
  __name3(useUnwrappedLazy, "useUnwrappedLazy");
  function concatAriaDescribedby(...values) {
    const ids = /* @__PURE__ */ new Set();
    for (const value of values) {
      if (typeof value !== "string") continue;
      for (const id of String(value).trim().split(/\s+/)) {
        if (id) ids.add(id);
      }
    }
    return ids.size > 0 ? Array.from(ids).join(" ") : void 0;
  }
  __name3(concatAriaDescribedby, "concatAriaDescribedby");
  var createSlotError = /* @__PURE__ */ __name3((ownerName) => {
    return `${ownerName} failed to slot onto its children. Expected a single React element child or \`Slottable\`.`;
  }, "createSlotError");
  var createSlottableError = /* @__PURE__ */ __name3((ownerName) => {
    return `${ownerName} failed to slot onto its \`Slottable\`. Expected \`Slottable\` to receive a single React element child.`;
  }, "createSlottableError");
  var use = React14[" use ".trim().toString()];

  // node_modules/@radix-ui/react-collection/dist/index.mjs
  var import_jsx_runtime13 = __toESM(require_jsx_runtime(), 1);
  var React22 = __toESM(require_react(), 1);

  // node_modules/@radix-ui/react-use-layout-effect/dist/index.mjs
  var React15 = __toESM(require_react(), 1);
  var useLayoutEffect22 = globalThis?.document ? React15.useLayoutEffect : () => {
  };

  // node_modules/@radix-ui/react-collection/dist/index.mjs
  var import_jsx_runtime14 = __toESM(require_jsx_runtime(), 1);
  var __defProp5 = Object.defineProperty;
  var __name4 = (target, value) => __defProp5(target, "name", { value, configurable: true });
  // @__NO_SIDE_EFFECTS__
  function createCollection(name) {
    const PROVIDER_NAME = name + "CollectionProvider";
    const [createCollectionContext, createCollectionScope2] = createContextScope(PROVIDER_NAME);
    const [CollectionProviderImpl, useCollectionContext] = createCollectionContext(
      PROVIDER_NAME,
      { collectionRef: { current: null }, itemMap: /* @__PURE__ */ new Map() }
    );
    const CollectionProvider = /* @__PURE__ */ __name4((props) => {
      const { scope, children } = props;
      const ref = React16.useRef(null);
      const itemMap = React16.useRef(/* @__PURE__ */ new Map()).current;
      return /* @__PURE__ */ (0, import_jsx_runtime13.jsx)(CollectionProviderImpl, { scope, itemMap, collectionRef: ref, children });
    }, "CollectionProvider");
    CollectionProvider.displayName = PROVIDER_NAME;
    const COLLECTION_SLOT_NAME = name + "CollectionSlot";
    const CollectionSlotImpl = createSlot(COLLECTION_SLOT_NAME);
    const CollectionSlot = React16.forwardRef(
      (props, forwardedRef) => {
        const { scope, children } = props;
        const context = useCollectionContext(COLLECTION_SLOT_NAME, scope);
        const composedRefs = useComposedRefs(forwardedRef, context.collectionRef);
        return /* @__PURE__ */ (0, import_jsx_runtime13.jsx)(CollectionSlotImpl, { ref: composedRefs, children });
      }
    );
    CollectionSlot.displayName = COLLECTION_SLOT_NAME;
    const ITEM_SLOT_NAME = name + "CollectionItemSlot";
    const ITEM_DATA_ATTR = "data-radix-collection-item";
    const CollectionItemSlotImpl = createSlot(ITEM_SLOT_NAME);
    const CollectionItemSlot = React16.forwardRef(
      (props, forwardedRef) => {
        const { scope, children, ...itemData } = props;
        const ref = React16.useRef(null);
        const composedRefs = useComposedRefs(forwardedRef, ref);
        const context = useCollectionContext(ITEM_SLOT_NAME, scope);
        React16.useEffect(() => {
          context.itemMap.set(ref, { ref, ...itemData });
          return () => void context.itemMap.delete(ref);
        });
        return /* @__PURE__ */ (0, import_jsx_runtime13.jsx)(CollectionItemSlotImpl, { ...{ [ITEM_DATA_ATTR]: "" }, ref: composedRefs, children });
      }
    );
    CollectionItemSlot.displayName = ITEM_SLOT_NAME;
    function useCollection(scope) {
      const context = useCollectionContext(name + "CollectionConsumer", scope);
      const getItems = React16.useCallback(() => {
        const collectionNode = context.collectionRef.current;
        if (!collectionNode) return [];
        const orderedNodes = Array.from(collectionNode.querySelectorAll(`[${ITEM_DATA_ATTR}]`));
        const items = Array.from(context.itemMap.values());
        const orderedItems = items.sort(
          (a2, b2) => orderedNodes.indexOf(a2.ref.current) - orderedNodes.indexOf(b2.ref.current)
        );
        return orderedItems;
      }, [context.collectionRef, context.itemMap]);
      return getItems;
    }
    __name4(useCollection, "useCollection");
    return [
      { Provider: CollectionProvider, Slot: CollectionSlot, ItemSlot: CollectionItemSlot },
      useCollection,
      createCollectionScope2
    ];
  }
  __name4(createCollection, "createCollection");
  var __instanciated = /* @__PURE__ */ new WeakMap();
  var _keys, _a;
  var OrderedDict = (_a = class extends Map {
    constructor(entries) {
      super(entries);
      __privateAdd(this, _keys);
      __privateSet(this, _keys, [...super.keys()]);
      __instanciated.set(this, true);
    }
    set(key, value) {
      if (__instanciated.get(this) && !this.has(key)) {
        __privateGet(this, _keys).push(key);
      }
      super.set(key, value);
      return this;
    }
    /**
     * Sets a key-value pair so that it ends up at the given index.
     * - Existing keys are moved
     * - Negative indices count from the end of the resulting dictionary, so
     *   inserting at -1 makes the item the last one, -2 the second to last, etc.
     * - Out-of-range indices are clamped
     */
    insert(index, key, value) {
      const has = this.has(key);
      const finalSize = has ? this.size : this.size + 1;
      const relativeIndex = toSafeInteger(index);
      const targetIndex = relativeIndex >= 0 ? Math.min(relativeIndex, finalSize - 1) : Math.max(finalSize + relativeIndex, 0);
      if (has ? __privateGet(this, _keys).indexOf(key) === targetIndex : targetIndex === this.size) {
        this.set(key, value);
        return this;
      }
      const keys = __privateGet(this, _keys).filter((existingKey) => existingKey !== key);
      keys.splice(targetIndex, 0, key);
      const entries = keys.map((entryKey) => [
        entryKey,
        entryKey === key ? value : this.get(entryKey)
      ]);
      this.clear();
      for (const [entryKey, entryValue] of entries) {
        this.set(entryKey, entryValue);
      }
      return this;
    }
    with(index, key, value) {
      const copy2 = new _a(this);
      copy2.insert(index, key, value);
      return copy2;
    }
    before(key) {
      const index = __privateGet(this, _keys).indexOf(key) - 1;
      if (index < 0) {
        return void 0;
      }
      return this.entryAt(index);
    }
    /**
     * Sets a new key-value pair at the position before the given key.
     */
    setBefore(key, newKey, value) {
      const index = __privateGet(this, _keys).indexOf(key);
      if (index === -1) {
        return this;
      }
      const currentIndex = __privateGet(this, _keys).indexOf(newKey);
      const targetIndex = currentIndex !== -1 && currentIndex < index ? index - 1 : index;
      return this.insert(targetIndex, newKey, value);
    }
    after(key) {
      let index = __privateGet(this, _keys).indexOf(key);
      index = index === -1 || index === this.size - 1 ? -1 : index + 1;
      if (index === -1) {
        return void 0;
      }
      return this.entryAt(index);
    }
    /**
     * Sets a new key-value pair at the position after the given key.
     */
    setAfter(key, newKey, value) {
      const index = __privateGet(this, _keys).indexOf(key);
      if (index === -1) {
        return this;
      }
      const currentIndex = __privateGet(this, _keys).indexOf(newKey);
      const targetIndex = currentIndex !== -1 && currentIndex <= index ? index : index + 1;
      return this.insert(targetIndex, newKey, value);
    }
    first() {
      return this.entryAt(0);
    }
    last() {
      return this.entryAt(-1);
    }
    clear() {
      __privateSet(this, _keys, []);
      return super.clear();
    }
    delete(key) {
      const deleted = super.delete(key);
      if (deleted) {
        __privateGet(this, _keys).splice(__privateGet(this, _keys).indexOf(key), 1);
      }
      return deleted;
    }
    deleteAt(index) {
      const key = this.keyAt(index);
      if (key !== void 0) {
        return this.delete(key);
      }
      return false;
    }
    at(index) {
      const key = at2(__privateGet(this, _keys), index);
      if (key !== void 0) {
        return this.get(key);
      }
    }
    entryAt(index) {
      const key = at2(__privateGet(this, _keys), index);
      if (key !== void 0) {
        return [key, this.get(key)];
      }
    }
    indexOf(key) {
      return __privateGet(this, _keys).indexOf(key);
    }
    keyAt(index) {
      return at2(__privateGet(this, _keys), index);
    }
    from(key, offset) {
      const index = this.indexOf(key);
      if (index === -1) {
        return void 0;
      }
      let dest = index + offset;
      if (dest < 0) dest = 0;
      if (dest >= this.size) dest = this.size - 1;
      return this.at(dest);
    }
    keyFrom(key, offset) {
      const index = this.indexOf(key);
      if (index === -1) {
        return void 0;
      }
      let dest = index + offset;
      if (dest < 0) dest = 0;
      if (dest >= this.size) dest = this.size - 1;
      return this.keyAt(dest);
    }
    find(predicate, thisArg) {
      let index = 0;
      for (const entry of this) {
        if (Reflect.apply(predicate, thisArg, [entry, index, this])) {
          return entry;
        }
        index++;
      }
      return void 0;
    }
    findIndex(predicate, thisArg) {
      let index = 0;
      for (const entry of this) {
        if (Reflect.apply(predicate, thisArg, [entry, index, this])) {
          return index;
        }
        index++;
      }
      return -1;
    }
    filter(predicate, thisArg) {
      const entries = [];
      let index = 0;
      for (const entry of this) {
        if (Reflect.apply(predicate, thisArg, [entry, index, this])) {
          entries.push(entry);
        }
        index++;
      }
      return new _a(entries);
    }
    map(callbackfn, thisArg) {
      const entries = [];
      let index = 0;
      for (const entry of this) {
        entries.push([entry[0], Reflect.apply(callbackfn, thisArg, [entry, index, this])]);
        index++;
      }
      return new _a(entries);
    }
    reduce(...args) {
      const [callbackfn, initialValue] = args;
      const hasInitialValue = args.length > 1;
      if (!hasInitialValue && this.size === 0) {
        throw new TypeError("Reduce of empty OrderedDict with no initial value");
      }
      let index = 0;
      let accumulator = initialValue;
      for (const entry of this) {
        if (index === 0 && !hasInitialValue) {
          accumulator = entry;
        } else {
          accumulator = Reflect.apply(callbackfn, this, [accumulator, entry, index, this]);
        }
        index++;
      }
      return accumulator;
    }
    reduceRight(...args) {
      const [callbackfn, initialValue] = args;
      const hasInitialValue = args.length > 1;
      if (!hasInitialValue && this.size === 0) {
        throw new TypeError("Reduce of empty OrderedDict with no initial value");
      }
      let accumulator = initialValue;
      for (let index = this.size - 1; index >= 0; index--) {
        const entry = this.entryAt(index);
        if (index === this.size - 1 && !hasInitialValue) {
          accumulator = entry;
        } else {
          accumulator = Reflect.apply(callbackfn, this, [accumulator, entry, index, this]);
        }
      }
      return accumulator;
    }
    /**
     * Sorts the dictionary in place. This method mutates the dictionary and
     * returns a reference to the same object
     *
     * @param compareFn Function used to determine the order of the elements. It
     * is expected to return a negative value if the first argument is less than
     * the second argument, zero if they're equal, and a positive value otherwise.
     */
    sort(compareFn) {
      if (typeof compareFn !== "function") {
        throw new TypeError(`OrderedDict.sort requires a compare function`);
      }
      const entries = [...this.entries()].sort(compareFn);
      this.clear();
      for (const [key, value] of entries) {
        this.set(key, value);
      }
      return this;
    }
    /**
     * Returns a copy of the dictionary with its elements sorted.
     *
     * @param compareFn Function used to determine the order of the elements. It
     * is expected to return a negative value if the first argument is less than
     * the second argument, zero if they're equal, and a positive value otherwise.
     */
    toSorted(compareFn) {
      if (typeof compareFn !== "function") {
        throw new TypeError(`OrderedDict.toSorted requires a compare function`);
      }
      const entries = [...this.entries()].sort(compareFn);
      return new _a(entries);
    }
    toReversed() {
      const reversed = new _a();
      for (let index = this.size - 1; index >= 0; index--) {
        const key = this.keyAt(index);
        const element = this.get(key);
        reversed.set(key, element);
      }
      return reversed;
    }
    toSpliced(...args) {
      const entries = [...this.entries()];
      entries.splice(...args);
      return new _a(entries);
    }
    slice(start, end) {
      const result = new _a();
      for (const key of __privateGet(this, _keys).slice(start, end)) {
        result.set(key, this.get(key));
      }
      return result;
    }
    every(predicate, thisArg) {
      let index = 0;
      for (const entry of this) {
        if (!Reflect.apply(predicate, thisArg, [entry, index, this])) {
          return false;
        }
        index++;
      }
      return true;
    }
    some(predicate, thisArg) {
      let index = 0;
      for (const entry of this) {
        if (Reflect.apply(predicate, thisArg, [entry, index, this])) {
          return true;
        }
        index++;
      }
      return false;
    }
  }, _keys = new WeakMap(), __name4(_a, "OrderedDict"), _a);
  function at2(array, index) {
    if ("at" in Array.prototype) {
      return Array.prototype.at.call(array, index);
    }
    const actualIndex = toSafeIndex(array, index);
    return actualIndex === -1 ? void 0 : array[actualIndex];
  }
  __name4(at2, "at");
  function toSafeIndex(array, index) {
    const length2 = array.length;
    const relativeIndex = toSafeInteger(index);
    const actualIndex = relativeIndex >= 0 ? relativeIndex : length2 + relativeIndex;
    return actualIndex < 0 || actualIndex >= length2 ? -1 : actualIndex;
  }
  __name4(toSafeIndex, "toSafeIndex");
  function toSafeInteger(number) {
    return number !== number || number === 0 ? 0 : Math.trunc(number);
  }
  __name4(toSafeInteger, "toSafeInteger");
  // @__NO_SIDE_EFFECTS__
  function createCollection2(name) {
    const PROVIDER_NAME = name + "CollectionProvider";
    const [createCollectionContext, createCollectionScope2] = createContextScope(PROVIDER_NAME);
    const [CollectionStableContextProvider, useStableCollectionContext] = createCollectionContext(PROVIDER_NAME);
    CollectionStableContextProvider.displayName = name + "CollectionStableContextProvider";
    const [CollectionStatefulContextProvider, useStatefulCollectionContext] = createCollectionContext(PROVIDER_NAME);
    CollectionStatefulContextProvider.displayName = name + "CollectionStatefulContextProvider";
    const CollectionProvider = /* @__PURE__ */ __name4(({ state, ...props }) => {
      return state ? /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(CollectionProviderImpl, { ...props, state }) : /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(CollectionInit, { ...props });
    }, "CollectionProvider");
    CollectionProvider.displayName = PROVIDER_NAME;
    const CollectionInit = /* @__PURE__ */ __name4((props) => {
      const state = useInitCollection();
      return /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(CollectionProviderImpl, { ...props, state });
    }, "CollectionInit");
    CollectionInit.displayName = name + "CollectionInit";
    const CollectionProviderImpl = /* @__PURE__ */ __name4((props) => {
      const { scope, children, state } = props;
      const ref = React22.useRef(null);
      const [collectionElement, setCollectionElement] = React22.useState(
        null
      );
      const composeRefs2 = useComposedRefs(ref, setCollectionElement);
      const [collection, setCollection] = state;
      const registryRef = React22.useRef(
        new OrderedDict()
      );
      const getCollection = React22.useCallback(() => {
        const registry = registryRef.current;
        if (!isInDocumentOrder(registry)) {
          registry.sort(sortByDocumentPosition);
        }
        return registry;
      }, []);
      React22.useEffect(() => {
        if (!collectionElement) {
          return;
        }
        const observer = getChildListObserver(() => {
          setCollection((map) => {
            const sorted = map.toSorted(sortByDocumentPosition);
            const orderChanged = sorted.some(([key], index) => map.keyAt(index) !== key);
            return orderChanged ? sorted : map;
          });
        });
        observer.observe(collectionElement, {
          childList: true,
          subtree: true
        });
        return () => {
          observer.disconnect();
        };
      }, [collectionElement, setCollection]);
      return /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(
        CollectionStableContextProvider,
        {
          scope,
          collectionElementRef: composeRefs2,
          collectionElementRefObject: ref,
          getCollection,
          setCollection,
          registryRef,
          children: /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(
            CollectionStatefulContextProvider,
            {
              scope,
              collectionElement,
              collection,
              children
            }
          )
        }
      );
    }, "CollectionProviderImpl");
    CollectionProviderImpl.displayName = name + "CollectionProviderImpl";
    const COLLECTION_SLOT_NAME = name + "CollectionSlot";
    const CollectionSlotImpl = createSlot(COLLECTION_SLOT_NAME);
    const CollectionSlot = React22.forwardRef(
      (props, forwardedRef) => {
        const { scope, children } = props;
        const context = useStableCollectionContext(COLLECTION_SLOT_NAME, scope);
        const composedRefs = useComposedRefs(forwardedRef, context.collectionElementRef);
        return /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(CollectionSlotImpl, { ref: composedRefs, children });
      }
    );
    CollectionSlot.displayName = COLLECTION_SLOT_NAME;
    const ITEM_SLOT_NAME = name + "CollectionItemSlot";
    const ITEM_DATA_ATTR = "data-radix-collection-item";
    const CollectionItemSlotImpl = createSlot(ITEM_SLOT_NAME);
    const CollectionItemSlot = React22.forwardRef(
      (props, forwardedRef) => {
        const { scope, children, ...itemData } = props;
        const ref = React22.useRef(null);
        const context = useStableCollectionContext(ITEM_SLOT_NAME, scope);
        const { setCollection, registryRef } = context;
        const itemDataRef = React22.useRef(itemData);
        if (!shallowEqual(itemDataRef.current, itemData)) {
          itemDataRef.current = itemData;
        }
        const memoizedItemData = itemDataRef.current;
        const registerElement = React22.useCallback(
          (node2) => {
            const registry = registryRef.current;
            if (node2) {
              registry.set(node2, {
                ...itemDataRef.current,
                element: node2
              });
            } else if (ref.current) {
              registry.delete(ref.current);
            }
          },
          [registryRef]
        );
        const composedRefs = useComposedRefs(forwardedRef, registerElement, ref);
        useLayoutEffect22(() => {
          const node2 = ref.current;
          const registry = registryRef.current;
          if (node2 && registry.has(node2)) {
            registry.set(node2, { ...memoizedItemData, element: node2 });
          }
        }, [memoizedItemData, registryRef]);
        const registeredRef = React22.useRef(null);
        React22.useEffect(() => {
          const element = ref.current;
          const registered = registeredRef.current;
          if ((registered?.element ?? null) === element && (!element || registered?.itemData === memoizedItemData)) {
            return;
          }
          registeredRef.current = element ? { element, itemData: memoizedItemData } : null;
          setCollection((map) => {
            const next2 = new OrderedDict(map);
            if (registered && registered.element !== element) {
              next2.delete(registered.element);
            }
            if (element) {
              next2.set(element, { ...memoizedItemData, element });
            }
            return next2.sort(sortByDocumentPosition);
          });
        });
        React22.useEffect(() => {
          return () => {
            const registered = registeredRef.current;
            registeredRef.current = null;
            if (!registered) {
              return;
            }
            setCollection((map) => {
              if (!map.has(registered.element)) {
                return map;
              }
              const next2 = new OrderedDict(map);
              next2.delete(registered.element);
              return next2;
            });
          };
        }, [setCollection]);
        return /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(CollectionItemSlotImpl, { ...{ [ITEM_DATA_ATTR]: "" }, ref: composedRefs, children });
      }
    );
    CollectionItemSlot.displayName = ITEM_SLOT_NAME;
    function useInitCollection() {
      return React22.useState(new OrderedDict());
    }
    __name4(useInitCollection, "useInitCollection");
    function useCollection(scope) {
      const { collection } = useStatefulCollectionContext(name + "CollectionConsumer", scope);
      return collection;
    }
    __name4(useCollection, "useCollection");
    function useGetCollection2(scope) {
      const { getCollection } = useStableCollectionContext(name + "CollectionConsumer", scope);
      return getCollection;
    }
    __name4(useGetCollection2, "useGetCollection");
    const functions = {
      createCollectionScope: createCollectionScope2,
      useCollection,
      useGetCollection: useGetCollection2,
      useInitCollection
    };
    return [
      { Provider: CollectionProvider, Slot: CollectionSlot, ItemSlot: CollectionItemSlot },
      functions
    ];
  }
  __name4(createCollection2, "createCollection");
  function shallowEqual(a2, b2) {
    if (a2 === b2) return true;
    if (typeof a2 !== "object" || typeof b2 !== "object") return false;
    if (a2 == null || b2 == null) return false;
    const keysA = Object.keys(a2);
    const keysB = Object.keys(b2);
    if (keysA.length !== keysB.length) return false;
    for (const key of keysA) {
      if (!Object.prototype.hasOwnProperty.call(b2, key)) return false;
      if (a2[key] !== b2[key]) return false;
    }
    return true;
  }
  __name4(shallowEqual, "shallowEqual");
  function isElementPreceding(a2, b2) {
    return !!(b2.compareDocumentPosition(a2) & Node.DOCUMENT_POSITION_PRECEDING);
  }
  __name4(isElementPreceding, "isElementPreceding");
  function isInDocumentOrder(dict) {
    let previous;
    for (const element of dict.keys()) {
      if (previous) {
        const position2 = previous.compareDocumentPosition(element);
        if (!(position2 & Node.DOCUMENT_POSITION_DISCONNECTED) && position2 & Node.DOCUMENT_POSITION_PRECEDING) {
          return false;
        }
      }
      previous = element;
    }
    return true;
  }
  __name4(isInDocumentOrder, "isInDocumentOrder");
  function sortByDocumentPosition(a2, b2) {
    return !a2[1].element || !b2[1].element ? 0 : isElementPreceding(a2[1].element, b2[1].element) ? -1 : 1;
  }
  __name4(sortByDocumentPosition, "sortByDocumentPosition");
  function getChildListObserver(callback) {
    const observer = new MutationObserver((mutationsList) => {
      for (const mutation of mutationsList) {
        if (mutation.type === "childList") {
          callback();
          return;
        }
      }
    });
    return observer;
  }
  __name4(getChildListObserver, "getChildListObserver");

  // node_modules/@radix-ui/primitive/dist/index.mjs
  var __defProp6 = Object.defineProperty;
  var __name5 = (target, value) => __defProp6(target, "name", { value, configurable: true });
  var canUseDOM2 = !!(typeof window !== "undefined" && window.document && window.document.createElement);
  function composeEventHandlers2(originalEventHandler, ourEventHandler, { checkForDefaultPrevented = true } = {}) {
    return /* @__PURE__ */ __name5(function handleEvent(event) {
      originalEventHandler?.(event);
      if (checkForDefaultPrevented === false || !event || !event.defaultPrevented) {
        return ourEventHandler?.(event);
      }
    }, "handleEvent");
  }
  __name5(composeEventHandlers2, "composeEventHandlers");
  function getOwnerWindow(element) {
    if (!canUseDOM2) {
      throw new Error("Cannot access window outside of the DOM");
    }
    return element?.ownerDocument?.defaultView ?? window;
  }
  __name5(getOwnerWindow, "getOwnerWindow");
  function getOwnerDocument(element) {
    if (!canUseDOM2) {
      throw new Error("Cannot access document outside of the DOM");
    }
    return element?.ownerDocument ?? document;
  }
  __name5(getOwnerDocument, "getOwnerDocument");
  function getActiveElement(node2, activeDescendant = false) {
    const { activeElement } = getOwnerDocument(node2);
    if (!activeElement?.nodeName) {
      return null;
    }
    if (isFrame(activeElement) && activeElement.contentDocument) {
      return getActiveElement(activeElement.contentDocument.body, activeDescendant);
    }
    if (activeDescendant) {
      const id = activeElement.getAttribute("aria-activedescendant");
      if (id) {
        const element = getOwnerDocument(activeElement).getElementById(id);
        if (element) {
          return element;
        }
      }
    }
    return activeElement;
  }
  __name5(getActiveElement, "getActiveElement");
  function isFrame(element) {
    return element.tagName === "IFRAME";
  }
  __name5(isFrame, "isFrame");

  // node_modules/@radix-ui/react-use-controllable-state/dist/index.mjs
  var React18 = __toESM(require_react(), 1);

  // node_modules/@radix-ui/primitive/dist/internal/is-development.false.mjs
  var IS_DEVELOPMENT = false;

  // node_modules/@radix-ui/react-use-controllable-state/dist/index.mjs
  var React23 = __toESM(require_react(), 1);

  // node_modules/@radix-ui/react-use-effect-event/dist/index.mjs
  var React17 = __toESM(require_react(), 1);
  var __defProp7 = Object.defineProperty;
  var __name6 = (target, value) => __defProp7(target, "name", { value, configurable: true });
  var useReactEffectEvent = React17[" useEffectEvent ".trim().toString()];
  var useReactInsertionEffect = React17[" useInsertionEffect ".trim().toString()];
  function useEffectEvent(callback) {
    if (typeof useReactEffectEvent === "function") {
      return useReactEffectEvent(callback);
    }
    const ref = React17.useRef(() => {
      throw new Error("Cannot call an event handler while rendering.");
    });
    if (typeof useReactInsertionEffect === "function") {
      useReactInsertionEffect(() => {
        ref.current = callback;
      });
    } else {
      useLayoutEffect22(() => {
        ref.current = callback;
      });
    }
    return React17.useMemo(() => ((...args) => ref.current?.(...args)), []);
  }
  __name6(useEffectEvent, "useEffectEvent");

  // node_modules/@radix-ui/react-use-controllable-state/dist/index.mjs
  var __defProp8 = Object.defineProperty;
  var __name7 = (target, value) => __defProp8(target, "name", { value, configurable: true });
  var useInsertionEffect = React18[" useInsertionEffect ".trim().toString()] || useLayoutEffect22;
  function useControllableState({
    prop,
    defaultProp,
    onChange = /* @__PURE__ */ __name7(() => {
    }, "onChange"),
    caller
  }) {
    const [uncontrolledProp, setUncontrolledProp, onChangeRef] = useUncontrolledState({
      defaultProp,
      onChange
    });
    const isControlled = prop !== void 0;
    const value = isControlled ? prop : uncontrolledProp;
    if (IS_DEVELOPMENT) {
      const isControlledRef = React18.useRef(prop !== void 0);
      React18.useEffect(() => {
        const wasControlled = isControlledRef.current;
        if (wasControlled !== isControlled) {
          const from2 = wasControlled ? "controlled" : "uncontrolled";
          const to = isControlled ? "controlled" : "uncontrolled";
          console.warn(
            `${caller} is changing from ${from2} to ${to}. Components should not switch from controlled to uncontrolled (or vice versa). Decide between using a controlled or uncontrolled value for the lifetime of the component.`
          );
        }
        isControlledRef.current = isControlled;
      }, [isControlled, caller]);
    }
    const setValue = React18.useCallback(
      (nextValue) => {
        if (isControlled) {
          const value2 = isFunction(nextValue) ? nextValue(prop) : nextValue;
          if (value2 !== prop) {
            onChangeRef.current?.(value2);
          }
        } else {
          setUncontrolledProp(nextValue);
        }
      },
      [isControlled, prop, setUncontrolledProp, onChangeRef]
    );
    return [value, setValue];
  }
  __name7(useControllableState, "useControllableState");
  function useUncontrolledState({
    defaultProp,
    onChange
  }) {
    const [value, setValue] = React18.useState(defaultProp);
    const prevValueRef = React18.useRef(value);
    const onChangeRef = React18.useRef(onChange);
    useInsertionEffect(() => {
      onChangeRef.current = onChange;
    }, [onChange]);
    React18.useEffect(() => {
      if (prevValueRef.current !== value) {
        onChangeRef.current?.(value);
        prevValueRef.current = value;
      }
    }, [value, prevValueRef]);
    return [value, setValue, onChangeRef];
  }
  __name7(useUncontrolledState, "useUncontrolledState");
  function isFunction(value) {
    return typeof value === "function";
  }
  __name7(isFunction, "isFunction");
  var SYNC_STATE = /* @__PURE__ */ Symbol("RADIX:SYNC_STATE");
  function useControllableStateReducer(reducer, userArgs, initialArg, init) {
    const { prop: controlledState, defaultProp, onChange: onChangeProp, caller } = userArgs;
    const isControlled = controlledState !== void 0;
    const onChange = useEffectEvent(onChangeProp);
    if (IS_DEVELOPMENT) {
      const isControlledRef = React23.useRef(controlledState !== void 0);
      React23.useEffect(() => {
        const wasControlled = isControlledRef.current;
        if (wasControlled !== isControlled) {
          const from2 = wasControlled ? "controlled" : "uncontrolled";
          const to = isControlled ? "controlled" : "uncontrolled";
          console.warn(
            `${caller} is changing from ${from2} to ${to}. Components should not switch from controlled to uncontrolled (or vice versa). Decide between using a controlled or uncontrolled value for the lifetime of the component.`
          );
        }
        isControlledRef.current = isControlled;
      }, [isControlled, caller]);
    }
    const args = [{ ...initialArg, state: defaultProp }];
    if (init) {
      args.push(init);
    }
    const [internalState, dispatch] = React23.useReducer(
      (state2, action) => {
        if (action.type === SYNC_STATE) {
          return { ...state2, state: action.state };
        }
        const next2 = reducer(state2, action);
        if (isControlled && !Object.is(next2.state, state2.state)) {
          onChange(next2.state);
        }
        return next2;
      },
      ...args
    );
    const uncontrolledState = internalState.state;
    const prevValueRef = React23.useRef(uncontrolledState);
    React23.useEffect(() => {
      if (prevValueRef.current !== uncontrolledState) {
        prevValueRef.current = uncontrolledState;
        if (!isControlled) {
          onChange(uncontrolledState);
        }
      }
    }, [uncontrolledState, prevValueRef, isControlled]);
    const state = React23.useMemo(() => {
      const isControlled2 = controlledState !== void 0;
      if (isControlled2) {
        return { ...internalState, state: controlledState };
      }
      return internalState;
    }, [internalState, controlledState]);
    React23.useEffect(() => {
      if (isControlled && !Object.is(controlledState, internalState.state)) {
        dispatch({ type: SYNC_STATE, state: controlledState });
      }
    }, [controlledState, internalState.state, isControlled]);
    return [state, dispatch];
  }
  __name7(useControllableStateReducer, "useControllableStateReducer");

  // node_modules/@radix-ui/react-primitive/dist/index.mjs
  var React19 = __toESM(require_react(), 1);
  var ReactDOM = __toESM(require_react_dom(), 1);
  var import_jsx_runtime15 = __toESM(require_jsx_runtime(), 1);
  var __defProp9 = Object.defineProperty;
  var __name8 = (target, value) => __defProp9(target, "name", { value, configurable: true });
  var NODES = [
    "a",
    "button",
    "div",
    "form",
    "h2",
    "h3",
    "img",
    "input",
    "label",
    "li",
    "nav",
    "ol",
    "p",
    "select",
    "span",
    "svg",
    "ul"
  ];
  var Primitive = NODES.reduce((primitive, node2) => {
    const Slot2 = createSlot(`Primitive.${node2}`);
    const Node2 = React19.forwardRef((props, forwardedRef) => {
      const { asChild, ...primitiveProps } = props;
      const Comp = asChild ? Slot2 : node2;
      if (typeof window !== "undefined") {
        window[/* @__PURE__ */ Symbol.for("radix-ui")] = true;
      }
      return /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(Comp, { ...primitiveProps, ref: forwardedRef });
    });
    Node2.displayName = `Primitive.${node2}`;
    return { ...primitive, [node2]: Node2 };
  }, {});
  function dispatchDiscreteCustomEvent(target, event) {
    if (target) ReactDOM.flushSync(() => target.dispatchEvent(event));
  }
  __name8(dispatchDiscreteCustomEvent, "dispatchDiscreteCustomEvent");

  // node_modules/@radix-ui/react-collapsible/dist/index.mjs
  var React25 = __toESM(require_react(), 1);

  // node_modules/@radix-ui/react-presence/dist/index.mjs
  var React24 = __toESM(require_react(), 1);
  var React20 = __toESM(require_react(), 1);
  var __defProp10 = Object.defineProperty;
  var __name9 = (target, value) => __defProp10(target, "name", { value, configurable: true });
  function useStateMachine(initialState, machine) {
    return React20.useReducer((state, event) => {
      const nextState = machine[state][event];
      return nextState ?? state;
    }, initialState);
  }
  __name9(useStateMachine, "useStateMachine");
  var Presence = /* @__PURE__ */ __name9((props) => {
    const { present, children } = props;
    const presence = usePresence(present);
    const child = typeof children === "function" ? children({ present: presence.isPresent }) : React24.Children.only(children);
    const ref = useStableComposedRefs(presence.ref, getElementRef2(child));
    const forceMount = typeof children === "function";
    return forceMount || presence.isPresent ? React24.cloneElement(child, { ref }) : null;
  }, "Presence");
  function usePresence(present) {
    const [node2, setNode] = React24.useState();
    const stylesRef = React24.useRef(null);
    const prevPresentRef = React24.useRef(present);
    const prevAnimationNameRef = React24.useRef("none");
    const mountAnimationNameRef = React24.useRef(void 0);
    const initialState = present ? "mounted" : "unmounted";
    const [state, send] = useStateMachine(initialState, {
      mounted: {
        UNMOUNT: "unmounted",
        ANIMATION_OUT: "unmountSuspended"
      },
      unmountSuspended: {
        MOUNT: "mounted",
        ANIMATION_END: "unmounted"
      },
      unmounted: {
        MOUNT: "mounted"
      }
    });
    React24.useEffect(() => {
      if (state === "mounted") {
        prevAnimationNameRef.current = mountAnimationNameRef.current ?? getAnimationName(stylesRef.current);
        mountAnimationNameRef.current = void 0;
      } else {
        prevAnimationNameRef.current = "none";
      }
    }, [state]);
    useLayoutEffect22(() => {
      const styles = stylesRef.current;
      const wasPresent = prevPresentRef.current;
      const hasPresentChanged = wasPresent !== present;
      if (hasPresentChanged) {
        const prevAnimationName = prevAnimationNameRef.current;
        const currentAnimationName = getAnimationName(styles);
        if (present) {
          mountAnimationNameRef.current = currentAnimationName;
          send("MOUNT");
        } else if (currentAnimationName === "none" || styles?.display === "none") {
          send("UNMOUNT");
        } else {
          const isAnimating = prevAnimationName !== currentAnimationName;
          if (wasPresent && isAnimating) {
            send("ANIMATION_OUT");
          } else {
            send("UNMOUNT");
          }
        }
        prevPresentRef.current = present;
      }
    }, [present, send]);
    useLayoutEffect22(() => {
      if (node2) {
        let timeoutId;
        const ownerWindow = node2.ownerDocument.defaultView ?? window;
        const handleAnimationEnd = /* @__PURE__ */ __name9((event) => {
          const currentAnimationName = getAnimationName(stylesRef.current);
          const isCurrentAnimation = currentAnimationName.includes(CSS.escape(event.animationName));
          if (event.target === node2 && isCurrentAnimation) {
            send("ANIMATION_END");
            if (!prevPresentRef.current) {
              const currentFillMode = node2.style.animationFillMode;
              node2.style.animationFillMode = "forwards";
              timeoutId = ownerWindow.setTimeout(() => {
                if (node2.style.animationFillMode === "forwards") {
                  node2.style.animationFillMode = currentFillMode;
                }
              });
            }
          }
        }, "handleAnimationEnd");
        const handleAnimationStart = /* @__PURE__ */ __name9((event) => {
          if (event.target === node2) {
            prevAnimationNameRef.current = getAnimationName(stylesRef.current);
          }
        }, "handleAnimationStart");
        node2.addEventListener("animationstart", handleAnimationStart);
        node2.addEventListener("animationcancel", handleAnimationEnd);
        node2.addEventListener("animationend", handleAnimationEnd);
        return () => {
          ownerWindow.clearTimeout(timeoutId);
          node2.removeEventListener("animationstart", handleAnimationStart);
          node2.removeEventListener("animationcancel", handleAnimationEnd);
          node2.removeEventListener("animationend", handleAnimationEnd);
        };
      } else {
        send("ANIMATION_END");
      }
    }, [node2, send]);
    return {
      isPresent: ["mounted", "unmountSuspended"].includes(state),
      ref: React24.useCallback((node22) => {
        if (node22) {
          const styles = getComputedStyle(node22);
          stylesRef.current = styles;
          mountAnimationNameRef.current = getAnimationName(styles);
        } else {
          stylesRef.current = null;
        }
        setNode(node22);
      }, [])
    };
  }
  __name9(usePresence, "usePresence");
  function setRef2(ref, value) {
    if (typeof ref === "function") {
      return ref(value);
    } else if (ref !== null && ref !== void 0) {
      ref.current = value;
    }
  }
  __name9(setRef2, "setRef");
  function useStableComposedRefs(...refs) {
    const refsRef = React24.useRef(refs);
    refsRef.current = refs;
    return React24.useCallback((node2) => {
      const currentRefs = refsRef.current;
      let hasCleanup = false;
      const cleanups = currentRefs.map((ref) => {
        const cleanup = setRef2(ref, node2);
        if (!hasCleanup && typeof cleanup === "function") {
          hasCleanup = true;
        }
        return cleanup;
      });
      if (hasCleanup) {
        return () => {
          for (let i2 = 0; i2 < cleanups.length; i2++) {
            const cleanup = cleanups[i2];
            if (typeof cleanup === "function") {
              cleanup();
            } else {
              setRef2(currentRefs[i2], null);
            }
          }
        };
      }
    }, []);
  }
  __name9(useStableComposedRefs, "useStableComposedRefs");
  function getAnimationName(styles) {
    return styles?.animationName || "none";
  }
  __name9(getAnimationName, "getAnimationName");
  function getElementRef2(element) {
    let getter = Object.getOwnPropertyDescriptor(element.props, "ref")?.get;
    let mayWarn = getter && "isReactWarning" in getter && getter.isReactWarning;
    if (mayWarn) {
      return element.ref;
    }
    getter = Object.getOwnPropertyDescriptor(element, "ref")?.get;
    mayWarn = getter && "isReactWarning" in getter && getter.isReactWarning;
    if (mayWarn) {
      return element.props.ref;
    }
    return element.props.ref || element.ref;
  }
  __name9(getElementRef2, "getElementRef");

  // node_modules/@radix-ui/react-id/dist/index.mjs
  var React21 = __toESM(require_react(), 1);
  var __defProp11 = Object.defineProperty;
  var __name10 = (target, value) => __defProp11(target, "name", { value, configurable: true });
  var useReactId = React21[" useId ".trim().toString()] || (() => void 0);
  var count = 0;
  function useId2(deterministicId) {
    const [id, setId] = React21.useState(useReactId());
    useLayoutEffect22(() => {
      if (!deterministicId) setId((reactId) => reactId ?? String(count++));
    }, [deterministicId]);
    return deterministicId || (id ? `radix-${id}` : "");
  }
  __name10(useId2, "useId");

  // node_modules/@radix-ui/react-collapsible/dist/index.mjs
  var import_jsx_runtime16 = __toESM(require_jsx_runtime(), 1);
  var __defProp12 = Object.defineProperty;
  var __name11 = (target, value) => __defProp12(target, "name", { value, configurable: true });
  var COLLAPSIBLE_NAME = "Collapsible";
  var [createCollapsibleContext, createCollapsibleScope] = createContextScope(COLLAPSIBLE_NAME);
  var [CollapsibleProvider, useCollapsibleContext] = createCollapsibleContext(COLLAPSIBLE_NAME);
  var Collapsible = /* @__PURE__ */ React25.forwardRef(
    /* @__PURE__ */ __name11(function Collapsible2(props, forwardedRef) {
      const {
        __scopeCollapsible,
        open: openProp,
        defaultOpen,
        disabled,
        onOpenChange,
        ...collapsibleProps
      } = props;
      const [open2, setOpen] = useControllableState({
        prop: openProp,
        defaultProp: defaultOpen ?? false,
        onChange: onOpenChange,
        caller: COLLAPSIBLE_NAME
      });
      return /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(
        CollapsibleProvider,
        {
          scope: __scopeCollapsible,
          disabled,
          contentId: useId2(),
          open: open2,
          onOpenToggle: React25.useCallback(() => setOpen((prevOpen) => !prevOpen), [setOpen]),
          children: /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(
            Primitive.div,
            {
              "data-state": getState(open2),
              "data-disabled": disabled ? "" : void 0,
              ...collapsibleProps,
              ref: forwardedRef
            }
          )
        }
      );
    }, "Collapsible")
  );
  var TRIGGER_NAME = "CollapsibleTrigger";
  var CollapsibleTrigger = /* @__PURE__ */ React25.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name11(function CollapsibleTrigger2(props, forwardedRef) {
      const { __scopeCollapsible, ...triggerProps } = props;
      const context = useCollapsibleContext(TRIGGER_NAME, __scopeCollapsible);
      return /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(
        Primitive.button,
        {
          type: "button",
          "aria-controls": context.open ? context.contentId : void 0,
          "aria-expanded": context.open || false,
          "data-state": getState(context.open),
          "data-disabled": context.disabled ? "" : void 0,
          disabled: context.disabled,
          ...triggerProps,
          ref: forwardedRef,
          onClick: composeEventHandlers2(props.onClick, context.onOpenToggle)
        }
      );
    }, "CollapsibleTrigger")
  );
  var CONTENT_NAME = "CollapsibleContent";
  var CollapsibleContent = /* @__PURE__ */ React25.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name11(function CollapsibleContent2(props, forwardedRef) {
      const { forceMount, ...contentProps } = props;
      const context = useCollapsibleContext(CONTENT_NAME, props.__scopeCollapsible);
      return /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(Presence, { present: forceMount || context.open, children: ({ present }) => /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(CollapsibleContentImpl, { ...contentProps, ref: forwardedRef, present }) });
    }, "CollapsibleContent")
  );
  var CollapsibleContentImpl = /* @__PURE__ */ React25.forwardRef(/* @__PURE__ */ __name11(function CollapsibleContentImpl2(props, forwardedRef) {
    const { __scopeCollapsible, present, children, ...contentProps } = props;
    const context = useCollapsibleContext(CONTENT_NAME, __scopeCollapsible);
    const [isPresent, setIsPresent] = React25.useState(present);
    const ref = React25.useRef(null);
    const composedRefs = useComposedRefs(forwardedRef, ref);
    const heightRef = React25.useRef(0);
    const height = heightRef.current;
    const widthRef = React25.useRef(0);
    const width = widthRef.current;
    const isOpen = context.open || isPresent;
    const isMountAnimationPreventedRef = React25.useRef(isOpen);
    const originalStylesRef = React25.useRef(void 0);
    React25.useEffect(() => {
      const rAF = requestAnimationFrame(() => isMountAnimationPreventedRef.current = false);
      return () => cancelAnimationFrame(rAF);
    }, []);
    useLayoutEffect22(() => {
      const node2 = ref.current;
      if (node2) {
        originalStylesRef.current = originalStylesRef.current || {
          transitionDuration: node2.style.transitionDuration,
          animationName: node2.style.animationName
        };
        node2.style.transitionDuration = "0s";
        node2.style.animationName = "none";
        const rect = node2.getBoundingClientRect();
        heightRef.current = rect.height;
        widthRef.current = rect.width;
        if (!isMountAnimationPreventedRef.current) {
          node2.style.transitionDuration = originalStylesRef.current.transitionDuration;
          node2.style.animationName = originalStylesRef.current.animationName;
        }
        setIsPresent(present);
      }
    }, [context.open, present]);
    return /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(
      Primitive.div,
      {
        "data-state": getState(context.open),
        "data-disabled": context.disabled ? "" : void 0,
        id: context.contentId,
        hidden: !isOpen,
        ...contentProps,
        ref: composedRefs,
        style: {
          [`--radix-collapsible-content-height`]: height ? `${height}px` : void 0,
          [`--radix-collapsible-content-width`]: width ? `${width}px` : void 0,
          ...props.style
        },
        children: isOpen && children
      }
    );
  }, "CollapsibleContentImpl"));
  function getState(open2) {
    return open2 ? "open" : "closed";
  }
  __name11(getState, "getState");

  // node_modules/@radix-ui/react-direction/dist/index.mjs
  var React26 = __toESM(require_react(), 1);
  var import_jsx_runtime17 = __toESM(require_jsx_runtime(), 1);
  var __defProp13 = Object.defineProperty;
  var __name12 = (target, value) => __defProp13(target, "name", { value, configurable: true });
  var Direction = {
    LTR: "ltr",
    RTL: "rtl"
  };
  var DirectionContext = React26.createContext(void 0);
  function useDirection(localDir) {
    const globalDir = React26.useContext(DirectionContext);
    return localDir || globalDir || Direction.LTR;
  }
  __name12(useDirection, "useDirection");

  // node_modules/@radix-ui/react-accordion/dist/index.mjs
  var import_jsx_runtime18 = __toESM(require_jsx_runtime(), 1);
  var __defProp14 = Object.defineProperty;
  var __name13 = (target, value) => __defProp14(target, "name", { value, configurable: true });
  var AccordionType = {
    Single: "single",
    Multiple: "multiple"
  };
  var Orientation = {
    Vertical: "vertical",
    Horizontal: "horizontal"
  };
  var Direction2 = {
    LTR: "ltr",
    RTL: "rtl"
  };
  var ACCORDION_NAME = "Accordion";
  var ACCORDION_KEYS = ["Home", "End", "ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight"];
  var [Collection, { useGetCollection, createCollectionScope }] = createCollection2(ACCORDION_NAME);
  var [createAccordionContext, createAccordionScope] = createContextScope(ACCORDION_NAME, [
    createCollectionScope,
    createCollapsibleScope
  ]);
  var useCollapsibleScope = createCollapsibleScope();
  var Accordion = /* @__PURE__ */ React27.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name13(function Accordion2(props, forwardedRef) {
      const { type, ...accordionProps } = props;
      const singleProps = accordionProps;
      const multipleProps = accordionProps;
      return /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(Collection.Provider, { scope: props.__scopeAccordion, children: type === AccordionType.Multiple ? /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(AccordionImplMultiple, { ...multipleProps, ref: forwardedRef }) : /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(AccordionImplSingle, { ...singleProps, ref: forwardedRef }) });
    }, "Accordion")
  );
  var [AccordionValueProvider, useAccordionValueContext] = createAccordionContext(ACCORDION_NAME);
  var [AccordionCollapsibleProvider, useAccordionCollapsibleContext] = createAccordionContext(
    ACCORDION_NAME,
    { collapsible: false }
  );
  var AccordionImplSingle = /* @__PURE__ */ React27.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name13(function AccordionImplSingle2(props, forwardedRef) {
      const {
        value: valueProp,
        defaultValue,
        onValueChange = /* @__PURE__ */ __name13(() => {
        }, "onValueChange"),
        collapsible = false,
        ...accordionSingleProps
      } = props;
      const [value, setValue] = useControllableState({
        prop: valueProp,
        defaultProp: defaultValue ?? "",
        onChange: onValueChange,
        caller: ACCORDION_NAME
      });
      return /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(
        AccordionValueProvider,
        {
          scope: props.__scopeAccordion,
          value: React27.useMemo(() => value ? [value] : [], [value]),
          onItemOpen: setValue,
          onItemClose: React27.useCallback(() => collapsible && setValue(""), [collapsible, setValue]),
          children: /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(AccordionCollapsibleProvider, { scope: props.__scopeAccordion, collapsible, children: /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(AccordionImpl, { ...accordionSingleProps, ref: forwardedRef }) })
        }
      );
    }, "AccordionImplSingle")
  );
  var AccordionImplMultiple = /* @__PURE__ */ React27.forwardRef(/* @__PURE__ */ __name13(function AccordionImplMultiple2(props, forwardedRef) {
    const {
      value: valueProp,
      defaultValue,
      onValueChange = /* @__PURE__ */ __name13(() => {
      }, "onValueChange"),
      ...accordionMultipleProps
    } = props;
    const [value, setValue] = useControllableState({
      prop: valueProp,
      defaultProp: defaultValue ?? [],
      onChange: onValueChange,
      caller: ACCORDION_NAME
    });
    const handleItemOpen = React27.useCallback(
      (itemValue) => setValue((prevValue = []) => [...prevValue, itemValue]),
      [setValue]
    );
    const handleItemClose = React27.useCallback(
      (itemValue) => setValue((prevValue = []) => prevValue.filter((value2) => value2 !== itemValue)),
      [setValue]
    );
    return /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(
      AccordionValueProvider,
      {
        scope: props.__scopeAccordion,
        value,
        onItemOpen: handleItemOpen,
        onItemClose: handleItemClose,
        children: /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(AccordionCollapsibleProvider, { scope: props.__scopeAccordion, collapsible: true, children: /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(AccordionImpl, { ...accordionMultipleProps, ref: forwardedRef }) })
      }
    );
  }, "AccordionImplMultiple"));
  var [AccordionImplProvider, useAccordionContext] = createAccordionContext(ACCORDION_NAME);
  var AccordionImpl = /* @__PURE__ */ React27.forwardRef(
    /* @__PURE__ */ __name13(function AccordionImpl2(props, forwardedRef) {
      const {
        __scopeAccordion,
        disabled,
        dir,
        orientation = Orientation.Vertical,
        ...accordionProps
      } = props;
      const accordionRef = React27.useRef(null);
      const composedRefs = useComposedRefs(accordionRef, forwardedRef);
      const getCollection = useGetCollection(__scopeAccordion);
      const direction = useDirection(dir);
      const isDirectionLTR = direction === Direction2.LTR;
      const handleKeyDown = composeEventHandlers2(props.onKeyDown, (event) => {
        if (!ACCORDION_KEYS.includes(event.key)) {
          return;
        }
        const collection = getCollection();
        const target = event.target;
        const triggerCollection = collection.filter(([, item]) => !item.element.disabled);
        const triggerIndex = triggerCollection.findIndex(([, item]) => item.element === target);
        const triggerCount = triggerCollection.size;
        if (triggerIndex === -1) {
          return;
        }
        event.preventDefault();
        let nextIndex = triggerIndex;
        const homeIndex = 0;
        const endIndex = triggerCount - 1;
        const moveNext = /* @__PURE__ */ __name13(() => {
          nextIndex = triggerIndex + 1;
          if (nextIndex > endIndex) {
            nextIndex = homeIndex;
          }
        }, "moveNext");
        const movePrev = /* @__PURE__ */ __name13(() => {
          nextIndex = triggerIndex - 1;
          if (nextIndex < homeIndex) {
            nextIndex = endIndex;
          }
        }, "movePrev");
        switch (event.key) {
          case "Home":
            nextIndex = homeIndex;
            break;
          case "End":
            nextIndex = endIndex;
            break;
          case "ArrowRight":
            if (orientation === Orientation.Horizontal) {
              if (isDirectionLTR) {
                moveNext();
              } else {
                movePrev();
              }
            }
            break;
          case "ArrowDown":
            if (orientation === Orientation.Vertical) {
              moveNext();
            }
            break;
          case "ArrowLeft":
            if (orientation === Orientation.Horizontal) {
              if (isDirectionLTR) {
                movePrev();
              } else {
                moveNext();
              }
            }
            break;
          case "ArrowUp":
            if (orientation === Orientation.Vertical) {
              movePrev();
            }
            break;
        }
        const clampedIndex = nextIndex % triggerCount;
        triggerCollection.at(clampedIndex)?.element.focus();
      });
      return /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(
        AccordionImplProvider,
        {
          scope: __scopeAccordion,
          disabled,
          direction: dir,
          orientation,
          children: /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(Collection.Slot, { scope: __scopeAccordion, children: /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(
            Primitive.div,
            {
              ...accordionProps,
              "data-orientation": orientation,
              ref: composedRefs,
              onKeyDown: disabled ? void 0 : handleKeyDown
            }
          ) })
        }
      );
    }, "AccordionImpl")
  );
  var ITEM_NAME = "AccordionItem";
  var [AccordionItemProvider, useAccordionItemContext] = createAccordionContext(ITEM_NAME);
  var AccordionItem = /* @__PURE__ */ React27.forwardRef(
    /* @__PURE__ */ __name13(function AccordionItem2(props, forwardedRef) {
      const { __scopeAccordion, value, ...accordionItemProps } = props;
      const accordionContext = useAccordionContext(ITEM_NAME, __scopeAccordion);
      const valueContext = useAccordionValueContext(ITEM_NAME, __scopeAccordion);
      const collapsibleScope = useCollapsibleScope(__scopeAccordion);
      const triggerId = useId2();
      const open2 = value && valueContext.value.includes(value) || false;
      const disabled = accordionContext.disabled || props.disabled;
      return /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(
        AccordionItemProvider,
        {
          scope: __scopeAccordion,
          open: open2,
          disabled,
          triggerId,
          children: /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(
            Collapsible,
            {
              "data-orientation": accordionContext.orientation,
              "data-state": getState2(open2),
              ...collapsibleScope,
              ...accordionItemProps,
              ref: forwardedRef,
              disabled,
              open: open2,
              onOpenChange: (open22) => {
                if (open22) {
                  valueContext.onItemOpen(value);
                } else {
                  valueContext.onItemClose(value);
                }
              }
            }
          )
        }
      );
    }, "AccordionItem")
  );
  var HEADER_NAME = "AccordionHeader";
  var AccordionHeader = /* @__PURE__ */ React27.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name13(function AccordionHeader2(props, forwardedRef) {
      const { __scopeAccordion, ...headerProps } = props;
      const accordionContext = useAccordionContext(ACCORDION_NAME, __scopeAccordion);
      const itemContext = useAccordionItemContext(HEADER_NAME, __scopeAccordion);
      return /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(
        Primitive.h3,
        {
          "data-orientation": accordionContext.orientation,
          "data-state": getState2(itemContext.open),
          "data-disabled": itemContext.disabled ? "" : void 0,
          ...headerProps,
          ref: forwardedRef
        }
      );
    }, "AccordionHeader")
  );
  var TRIGGER_NAME2 = "AccordionTrigger";
  var AccordionTrigger = /* @__PURE__ */ React27.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name13(function AccordionTrigger2(props, forwardedRef) {
      const { __scopeAccordion, ...triggerProps } = props;
      const accordionContext = useAccordionContext(ACCORDION_NAME, __scopeAccordion);
      const itemContext = useAccordionItemContext(TRIGGER_NAME2, __scopeAccordion);
      const collapsibleContext = useAccordionCollapsibleContext(TRIGGER_NAME2, __scopeAccordion);
      const collapsibleScope = useCollapsibleScope(__scopeAccordion);
      return /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(Collection.ItemSlot, { scope: __scopeAccordion, children: /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(
        CollapsibleTrigger,
        {
          "aria-disabled": itemContext.open && !collapsibleContext.collapsible || void 0,
          "data-orientation": accordionContext.orientation,
          id: itemContext.triggerId,
          ...collapsibleScope,
          ...triggerProps,
          ref: forwardedRef
        }
      ) });
    }, "AccordionTrigger")
  );
  var CONTENT_NAME2 = "AccordionContent";
  var AccordionContent = /* @__PURE__ */ React27.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name13(function AccordionContent2(props, forwardedRef) {
      const { __scopeAccordion, ...contentProps } = props;
      const accordionContext = useAccordionContext(ACCORDION_NAME, __scopeAccordion);
      const itemContext = useAccordionItemContext(CONTENT_NAME2, __scopeAccordion);
      const collapsibleScope = useCollapsibleScope(__scopeAccordion);
      return /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(
        CollapsibleContent,
        {
          role: "region",
          "aria-labelledby": itemContext.triggerId,
          "data-orientation": accordionContext.orientation,
          ...collapsibleScope,
          ...contentProps,
          ref: forwardedRef,
          style: {
            "--radix-accordion-content-height": "var(--radix-collapsible-content-height)",
            "--radix-accordion-content-width": "var(--radix-collapsible-content-width)",
            ...props.style
          }
        }
      );
    }, "AccordionContent")
  );
  function getState2(open2) {
    return open2 ? "open" : "closed";
  }
  __name13(getState2, "getState");

  // src/features/home/components/FaqSection.tsx
  var import_jsx_runtime19 = __toESM(require_jsx_runtime(), 1);
  var open = Ut`
  from { height: 0; opacity: 0; }
  to { height: var(--radix-accordion-content-height); opacity: 1; }
`;
  var close = Ut`
  from { height: var(--radix-accordion-content-height); opacity: 1; }
  to { height: 0; opacity: 0; }
`;
  var Root = Mt(Accordion)`
  max-width: 48rem;
  margin: 0 auto;
  display: grid;
  gap: 0.85rem;
`;
  var Item2 = Mt(AccordionItem)`
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  overflow: hidden;
  &[data-state="open"] { outline: 2px solid ${colors.tealSoft}; }
`;
  var Heading2 = Mt(AccordionHeader)`
  margin: 0;
  font-size: 1.05rem;
`;
  var Trigger = Mt(AccordionTrigger)`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.15rem 1.35rem;
  border: 0;
  background: transparent;
  color: ${colors.forest};
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover { color: ${colors.teal}; }
  &::after {
    content: "+";
    flex: none;
    display: grid;
    place-items: center;
    width: 1.8rem;
    height: 1.8rem;
    border-radius: ${radii.pill};
    background: ${colors.saffronSoft};
    color: ${colors.saffronText};
    font-size: 1.2rem;
    transition: transform 0.2s ease;
  }
  &[data-state="open"]::after { transform: rotate(45deg); }
`;
  var Content2 = Mt(AccordionContent)`
  overflow: hidden;
  color: ${colors.muted};
  &[data-state="open"] { animation: ${open} 0.22s ease-out; }
  &[data-state="closed"] { animation: ${close} 0.18s ease-out; }
  & > div { padding: 0 1.35rem 1.25rem; }
`;
  function FaqSection({ faqs }) {
    if (faqs.length === 0) return null;
    return /* @__PURE__ */ (0, import_jsx_runtime19.jsxs)(Section, { id: "faq", tone: "tint", labelledBy: "faq-title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime19.jsx)(
        SectionHeading,
        {
          id: "faq-title",
          eyebrow: "FAQ",
          title: "Frequently Asked Questions",
          intro: "Quick answers about who we are, what we export and how to order."
        }
      ),
      /* @__PURE__ */ (0, import_jsx_runtime19.jsx)(Root, { type: "single", collapsible: true, children: faqs.map((faq) => /* @__PURE__ */ (0, import_jsx_runtime19.jsxs)(Item2, { value: faq._id, children: [
        /* @__PURE__ */ (0, import_jsx_runtime19.jsx)(Heading2, { children: /* @__PURE__ */ (0, import_jsx_runtime19.jsx)(Trigger, { children: faq.question }) }),
        /* @__PURE__ */ (0, import_jsx_runtime19.jsx)(Content2, { children: /* @__PURE__ */ (0, import_jsx_runtime19.jsx)("div", { children: faq.answer }) })
      ] }, faq._id)) })
    ] });
  }

  // src/features/home/components/FeedbackDialog.tsx
  var import_react6 = __toESM(require_react(), 1);

  // node_modules/@radix-ui/react-dialog/dist/index.mjs
  var React40 = __toESM(require_react(), 1);

  // node_modules/@radix-ui/react-dismissable-layer/dist/index.mjs
  var React29 = __toESM(require_react(), 1);

  // node_modules/@radix-ui/react-use-callback-ref/dist/index.mjs
  var React28 = __toESM(require_react(), 1);
  var __defProp15 = Object.defineProperty;
  var __name14 = (target, value) => __defProp15(target, "name", { value, configurable: true });
  var useReactInsertionEffect2 = React28[" useInsertionEffect ".trim().toString()];
  function useCallbackRef(callback) {
    const callbackRef = React28.useRef(callback);
    if (typeof useReactInsertionEffect2 === "function") {
      useReactInsertionEffect2(() => {
        callbackRef.current = callback;
      });
    } else {
      useLayoutEffect22(() => {
        callbackRef.current = callback;
      });
    }
    return React28.useMemo(() => ((...args) => callbackRef.current?.(...args)), []);
  }
  __name14(useCallbackRef, "useCallbackRef");

  // node_modules/@radix-ui/react-dismissable-layer/dist/index.mjs
  var import_jsx_runtime20 = __toESM(require_jsx_runtime(), 1);
  var __defProp16 = Object.defineProperty;
  var __name15 = (target, value) => __defProp16(target, "name", { value, configurable: true });
  var CONTEXT_UPDATE = "dismissableLayer.update";
  var POINTER_DOWN_OUTSIDE = "dismissableLayer.pointerDownOutside";
  var FOCUS_OUTSIDE = "dismissableLayer.focusOutside";
  var originalBodyPointerEvents;
  var DismissableLayerContext = React29.createContext({
    layers: /* @__PURE__ */ new Set(),
    layersWithOutsidePointerEventsDisabled: /* @__PURE__ */ new Set(),
    branches: /* @__PURE__ */ new Set(),
    // Outside elements that belong to a layer's own dismiss affordance (eg, a
    // dialog overlay). Pressing them should dismiss the layer regardless of
    // whether or not they stop propagation.
    //
    // See https://github.com/radix-ui/primitives/issues/3346
    dismissableSurfaces: /* @__PURE__ */ new Set()
  });
  var DismissableLayer = /* @__PURE__ */ React29.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name15(function DismissableLayer2(props, forwardedRef) {
      const {
        disableOutsidePointerEvents = false,
        deferPointerDownOutside = false,
        onEscapeKeyDown,
        onPointerDownOutside,
        onFocusOutside,
        onInteractOutside,
        onDismiss,
        ...layerProps
      } = props;
      const context = React29.useContext(DismissableLayerContext);
      const [node2, setNode] = React29.useState(null);
      const ownerDocument = node2?.ownerDocument ?? globalThis?.document;
      const [, force] = React29.useState({});
      const composedRefs = useComposedRefs(forwardedRef, setNode);
      const layers = Array.from(context.layers);
      const [highestLayerWithOutsidePointerEventsDisabled] = [
        ...context.layersWithOutsidePointerEventsDisabled
      ].slice(-1);
      const highestLayerWithOutsidePointerEventsDisabledIndex = highestLayerWithOutsidePointerEventsDisabled ? layers.indexOf(highestLayerWithOutsidePointerEventsDisabled) : -1;
      const index = node2 ? layers.indexOf(node2) : -1;
      const isBodyPointerEventsDisabled = context.layersWithOutsidePointerEventsDisabled.size > 0;
      const isPointerEventsEnabled = index >= highestLayerWithOutsidePointerEventsDisabledIndex;
      const isDeferredPointerDownOutsideRef = React29.useRef(false);
      const pointerDownOutside = usePointerDownOutside(
        (event) => {
          onPointerDownOutside?.(event);
          onInteractOutside?.(event);
          if (!event.defaultPrevented) onDismiss?.();
        },
        {
          ownerDocument,
          deferPointerDownOutside,
          isDeferredPointerDownOutsideRef,
          dismissableSurfaces: context.dismissableSurfaces,
          shouldHandlePointerDownOutside: React29.useCallback(
            (target) => {
              if (!(target instanceof Node)) {
                return false;
              }
              const isPointerDownOnBranch = [...context.branches].some(
                (branch) => branch.contains(target)
              );
              return isPointerEventsEnabled && !isPointerDownOnBranch;
            },
            [context.branches, isPointerEventsEnabled]
          )
        }
      );
      const focusOutside = useFocusOutside((event) => {
        if (deferPointerDownOutside && isDeferredPointerDownOutsideRef.current) {
          return;
        }
        const target = event.target;
        const isFocusInBranch = [...context.branches].some((branch) => branch.contains(target));
        if (isFocusInBranch) return;
        onFocusOutside?.(event);
        onInteractOutside?.(event);
        if (!event.defaultPrevented) onDismiss?.();
      }, ownerDocument);
      const isHighestLayer = node2 ? index === layers.length - 1 : false;
      const handleKeyDown = useCallbackRef((event) => {
        if (event.key !== "Escape") {
          return;
        }
        onEscapeKeyDown?.(event);
        if (!event.defaultPrevented && onDismiss) {
          event.preventDefault();
          onDismiss();
        }
      });
      React29.useEffect(() => {
        if (!isHighestLayer) {
          return;
        }
        ownerDocument.addEventListener("keydown", handleKeyDown, { capture: true });
        return () => ownerDocument.removeEventListener("keydown", handleKeyDown, { capture: true });
      }, [ownerDocument, isHighestLayer, handleKeyDown]);
      React29.useEffect(() => {
        if (!node2) return;
        if (disableOutsidePointerEvents) {
          if (context.layersWithOutsidePointerEventsDisabled.size === 0) {
            originalBodyPointerEvents = ownerDocument.body.style.pointerEvents;
            ownerDocument.body.style.pointerEvents = "none";
          }
          context.layersWithOutsidePointerEventsDisabled.add(node2);
        }
        context.layers.add(node2);
        dispatchUpdate();
        return () => {
          if (disableOutsidePointerEvents) {
            context.layersWithOutsidePointerEventsDisabled.delete(node2);
            if (context.layersWithOutsidePointerEventsDisabled.size === 0) {
              ownerDocument.body.style.pointerEvents = originalBodyPointerEvents;
            }
          }
        };
      }, [node2, ownerDocument, disableOutsidePointerEvents, context]);
      React29.useEffect(() => {
        return () => {
          if (!node2) return;
          context.layers.delete(node2);
          context.layersWithOutsidePointerEventsDisabled.delete(node2);
          dispatchUpdate();
        };
      }, [node2, context]);
      React29.useEffect(() => {
        const handleUpdate = /* @__PURE__ */ __name15(() => force({}), "handleUpdate");
        document.addEventListener(CONTEXT_UPDATE, handleUpdate);
        return () => document.removeEventListener(CONTEXT_UPDATE, handleUpdate);
      }, []);
      return /* @__PURE__ */ (0, import_jsx_runtime20.jsx)(
        Primitive.div,
        {
          ...layerProps,
          ref: composedRefs,
          style: {
            pointerEvents: isBodyPointerEventsDisabled ? isPointerEventsEnabled ? "auto" : "none" : void 0,
            ...props.style
          },
          onFocusCapture: composeEventHandlers2(props.onFocusCapture, focusOutside.onFocusCapture),
          onBlurCapture: composeEventHandlers2(props.onBlurCapture, focusOutside.onBlurCapture),
          onPointerDownCapture: composeEventHandlers2(
            props.onPointerDownCapture,
            pointerDownOutside.onPointerDownCapture
          )
        }
      );
    }, "DismissableLayer")
  );
  function useDismissableLayerSurface() {
    const context = React29.useContext(DismissableLayerContext);
    const [node2, setNode] = React29.useState(null);
    React29.useEffect(() => {
      if (!node2) {
        return;
      }
      context.dismissableSurfaces.add(node2);
      return () => {
        context.dismissableSurfaces.delete(node2);
      };
    }, [node2, context.dismissableSurfaces]);
    return setNode;
  }
  __name15(useDismissableLayerSurface, "useDismissableLayerSurface");
  var IS_TRUE = /* @__PURE__ */ __name15(() => true, "IS_TRUE");
  function usePointerDownOutside(onPointerDownOutside, args) {
    const {
      ownerDocument = globalThis?.document,
      deferPointerDownOutside = false,
      isDeferredPointerDownOutsideRef,
      dismissableSurfaces,
      shouldHandlePointerDownOutside = IS_TRUE
    } = args;
    const handlePointerDownOutside = useCallbackRef(onPointerDownOutside);
    const isPointerInsideReactTreeRef = React29.useRef(false);
    const isPointerDownOutsideRef = React29.useRef(false);
    const interceptedOutsideInteractionEventsRef = React29.useRef(/* @__PURE__ */ new Map());
    const handleClickRef = React29.useRef(() => {
    });
    React29.useEffect(() => {
      function resetOutsideInteraction() {
        isPointerDownOutsideRef.current = false;
        isDeferredPointerDownOutsideRef.current = false;
        interceptedOutsideInteractionEventsRef.current.clear();
      }
      __name15(resetOutsideInteraction, "resetOutsideInteraction");
      function isOutsideInteractionIntercepted() {
        return Array.from(interceptedOutsideInteractionEventsRef.current.values()).some(Boolean);
      }
      __name15(isOutsideInteractionIntercepted, "isOutsideInteractionIntercepted");
      function handleInteractionCapture(event) {
        if (!isPointerDownOutsideRef.current) {
          return;
        }
        const target = event.target;
        const isDismissableSurface = target instanceof Node && [...dismissableSurfaces].some((surface) => surface.contains(target));
        if (!isDismissableSurface) {
          interceptedOutsideInteractionEventsRef.current.set(event.type, true);
        }
        if (event.type === "click") {
          window.setTimeout(() => {
            if (isPointerDownOutsideRef.current) {
              handleClickRef.current();
            }
          }, 0);
        }
      }
      __name15(handleInteractionCapture, "handleInteractionCapture");
      function handleInteractionBubble(event) {
        if (isPointerDownOutsideRef.current) {
          interceptedOutsideInteractionEventsRef.current.set(event.type, false);
        }
      }
      __name15(handleInteractionBubble, "handleInteractionBubble");
      const handlePointerDown = /* @__PURE__ */ __name15((event) => {
        if (event.target && !isPointerInsideReactTreeRef.current) {
          let handleAndDispatchPointerDownOutsideEvent2 = function() {
            ownerDocument.removeEventListener("click", handleClickRef.current);
            const wasOutsideInteractionIntercepted = isOutsideInteractionIntercepted();
            resetOutsideInteraction();
            if (!wasOutsideInteractionIntercepted) {
              handleAndDispatchCustomEvent(
                POINTER_DOWN_OUTSIDE,
                handlePointerDownOutside,
                eventDetail,
                { discrete: true }
              );
            }
          };
          var handleAndDispatchPointerDownOutsideEvent = handleAndDispatchPointerDownOutsideEvent2;
          __name15(handleAndDispatchPointerDownOutsideEvent2, "handleAndDispatchPointerDownOutsideEvent");
          if (!shouldHandlePointerDownOutside(event.target)) {
            ownerDocument.removeEventListener("click", handleClickRef.current);
            resetOutsideInteraction();
            isPointerInsideReactTreeRef.current = false;
            return;
          }
          const eventDetail = { originalEvent: event };
          isPointerDownOutsideRef.current = true;
          isDeferredPointerDownOutsideRef.current = deferPointerDownOutside && event.button === 0;
          interceptedOutsideInteractionEventsRef.current.clear();
          if (!deferPointerDownOutside || event.button !== 0) {
            handleAndDispatchPointerDownOutsideEvent2();
          } else {
            ownerDocument.removeEventListener("click", handleClickRef.current);
            handleClickRef.current = handleAndDispatchPointerDownOutsideEvent2;
            ownerDocument.addEventListener("click", handleClickRef.current, { once: true });
          }
        } else {
          ownerDocument.removeEventListener("click", handleClickRef.current);
          resetOutsideInteraction();
        }
        isPointerInsideReactTreeRef.current = false;
      }, "handlePointerDown");
      const outsideInteractionEvents = [
        "pointerup",
        "mousedown",
        "mouseup",
        "touchstart",
        "touchend",
        "click"
      ];
      for (const eventName of outsideInteractionEvents) {
        ownerDocument.addEventListener(eventName, handleInteractionCapture, true);
        ownerDocument.addEventListener(eventName, handleInteractionBubble);
      }
      const timerId = window.setTimeout(() => {
        ownerDocument.addEventListener("pointerdown", handlePointerDown);
      }, 0);
      return () => {
        window.clearTimeout(timerId);
        ownerDocument.removeEventListener("pointerdown", handlePointerDown);
        ownerDocument.removeEventListener("click", handleClickRef.current);
        for (const eventName of outsideInteractionEvents) {
          ownerDocument.removeEventListener(eventName, handleInteractionCapture, true);
          ownerDocument.removeEventListener(eventName, handleInteractionBubble);
        }
      };
    }, [
      ownerDocument,
      handlePointerDownOutside,
      deferPointerDownOutside,
      isDeferredPointerDownOutsideRef,
      dismissableSurfaces,
      shouldHandlePointerDownOutside
    ]);
    return {
      // ensures we check React component tree (not just DOM tree)
      onPointerDownCapture: /* @__PURE__ */ __name15(() => isPointerInsideReactTreeRef.current = true, "onPointerDownCapture")
    };
  }
  __name15(usePointerDownOutside, "usePointerDownOutside");
  function useFocusOutside(onFocusOutside, ownerDocument = globalThis?.document) {
    const handleFocusOutside = useCallbackRef(onFocusOutside);
    const isFocusInsideReactTreeRef = React29.useRef(false);
    React29.useEffect(() => {
      const handleFocus = /* @__PURE__ */ __name15((event) => {
        if (event.target && !isFocusInsideReactTreeRef.current) {
          const eventDetail = { originalEvent: event };
          handleAndDispatchCustomEvent(FOCUS_OUTSIDE, handleFocusOutside, eventDetail, {
            discrete: false
          });
        }
      }, "handleFocus");
      ownerDocument.addEventListener("focusin", handleFocus);
      return () => ownerDocument.removeEventListener("focusin", handleFocus);
    }, [ownerDocument, handleFocusOutside]);
    return {
      onFocusCapture: /* @__PURE__ */ __name15(() => isFocusInsideReactTreeRef.current = true, "onFocusCapture"),
      onBlurCapture: /* @__PURE__ */ __name15(() => isFocusInsideReactTreeRef.current = false, "onBlurCapture")
    };
  }
  __name15(useFocusOutside, "useFocusOutside");
  function dispatchUpdate() {
    const event = new CustomEvent(CONTEXT_UPDATE);
    document.dispatchEvent(event);
  }
  __name15(dispatchUpdate, "dispatchUpdate");
  function handleAndDispatchCustomEvent(name, handler, detail, { discrete }) {
    const target = detail.originalEvent.target;
    const event = new CustomEvent(name, { bubbles: false, cancelable: true, detail });
    if (handler) target.addEventListener(name, handler, { once: true });
    if (discrete) {
      dispatchDiscreteCustomEvent(target, event);
    } else {
      target.dispatchEvent(event);
    }
  }
  __name15(handleAndDispatchCustomEvent, "handleAndDispatchCustomEvent");

  // node_modules/@radix-ui/react-focus-scope/dist/index.mjs
  var React30 = __toESM(require_react(), 1);
  var import_jsx_runtime21 = __toESM(require_jsx_runtime(), 1);
  var __defProp17 = Object.defineProperty;
  var __name16 = (target, value) => __defProp17(target, "name", { value, configurable: true });
  var AUTOFOCUS_ON_MOUNT = "focusScope.autoFocusOnMount";
  var AUTOFOCUS_ON_UNMOUNT = "focusScope.autoFocusOnUnmount";
  var EVENT_OPTIONS = { bubbles: false, cancelable: true };
  var FocusScope = /* @__PURE__ */ React30.forwardRef(
    /* @__PURE__ */ __name16(function FocusScope2(props, forwardedRef) {
      const {
        loop = false,
        trapped = false,
        branches,
        onMountAutoFocus: onMountAutoFocusProp,
        onUnmountAutoFocus: onUnmountAutoFocusProp,
        ...scopeProps
      } = props;
      const [container, setContainer] = React30.useState(null);
      const onMountAutoFocus = useCallbackRef(onMountAutoFocusProp);
      const onUnmountAutoFocus = useCallbackRef(onUnmountAutoFocusProp);
      const lastFocusedElementRef = React30.useRef(null);
      const composedRefs = useComposedRefs(forwardedRef, setContainer);
      const branchesRef = React30.useRef(branches);
      React30.useEffect(() => {
        branchesRef.current = branches;
      });
      const isTargetInScope = React30.useCallback(
        (target) => {
          if (!target) return false;
          if (container?.contains(target)) return true;
          return Boolean(branchesRef.current?.some((branch) => branch.contains(target)));
        },
        [container]
      );
      const focusScope = React30.useRef({
        paused: false,
        pause() {
          this.paused = true;
        },
        resume() {
          this.paused = false;
        }
      }).current;
      React30.useEffect(() => {
        if (trapped) {
          let handleFocusIn2 = function(event) {
            if (focusScope.paused || !container) return;
            const target = event.target;
            if (isTargetInScope(target)) {
              lastFocusedElementRef.current = target;
            } else {
              focus(lastFocusedElementRef.current, { select: true });
            }
          }, handleFocusOut2 = function(event) {
            if (focusScope.paused || !container) return;
            const relatedTarget = event.relatedTarget;
            if (relatedTarget === null) return;
            if (!isTargetInScope(relatedTarget)) {
              focus(lastFocusedElementRef.current, { select: true });
            }
          }, handleMutations2 = function(mutations) {
            const focusedElement = document.activeElement;
            if (focusedElement !== document.body) return;
            for (const mutation of mutations) {
              if (mutation.removedNodes.length > 0) focus(container);
            }
          };
          var handleFocusIn = handleFocusIn2, handleFocusOut = handleFocusOut2, handleMutations = handleMutations2;
          __name16(handleFocusIn2, "handleFocusIn");
          __name16(handleFocusOut2, "handleFocusOut");
          __name16(handleMutations2, "handleMutations");
          document.addEventListener("focusin", handleFocusIn2);
          document.addEventListener("focusout", handleFocusOut2);
          const mutationObserver = new MutationObserver(handleMutations2);
          if (container) mutationObserver.observe(container, { childList: true, subtree: true });
          return () => {
            document.removeEventListener("focusin", handleFocusIn2);
            document.removeEventListener("focusout", handleFocusOut2);
            mutationObserver.disconnect();
          };
        }
      }, [trapped, container, focusScope.paused, isTargetInScope]);
      React30.useEffect(() => {
        if (container) {
          focusScopesStack.add(focusScope);
          const previouslyFocusedElement = document.activeElement;
          const hasFocusedCandidate = container.contains(previouslyFocusedElement);
          if (!hasFocusedCandidate) {
            const mountEvent = new CustomEvent(AUTOFOCUS_ON_MOUNT, EVENT_OPTIONS);
            container.addEventListener(AUTOFOCUS_ON_MOUNT, onMountAutoFocus);
            container.dispatchEvent(mountEvent);
            if (!mountEvent.defaultPrevented) {
              focusFirst(removeLinks(getTabbableCandidates(container)), { select: true });
              if (document.activeElement === previouslyFocusedElement) {
                focus(container);
              }
            }
          }
          return () => {
            container.removeEventListener(AUTOFOCUS_ON_MOUNT, onMountAutoFocus);
            const ownerDocument = container.ownerDocument;
            const UnmountEvent = CustomEvent;
            setTimeout(() => {
              const unmountEvent = new UnmountEvent(AUTOFOCUS_ON_UNMOUNT, EVENT_OPTIONS);
              container.addEventListener(AUTOFOCUS_ON_UNMOUNT, onUnmountAutoFocus);
              container.dispatchEvent(unmountEvent);
              if (!unmountEvent.defaultPrevented) {
                focus(previouslyFocusedElement ?? ownerDocument.body, { select: true });
              }
              container.removeEventListener(AUTOFOCUS_ON_UNMOUNT, onUnmountAutoFocus);
              focusScopesStack.remove(focusScope);
            }, 0);
          };
        }
      }, [container, onMountAutoFocus, onUnmountAutoFocus, focusScope]);
      const handleKeyDown = React30.useCallback(
        (event) => {
          if (!loop && !trapped) return;
          if (focusScope.paused) return;
          const isTabKey = event.key === "Tab" && !event.altKey && !event.ctrlKey && !event.metaKey;
          const focusedElement = document.activeElement;
          if (isTabKey && focusedElement) {
            const container2 = event.currentTarget;
            const [first, last] = getTabbableEdges(container2);
            const hasTabbableElementsInside = first && last;
            if (!hasTabbableElementsInside) {
              if (focusedElement === container2) event.preventDefault();
            } else {
              if (!event.shiftKey && focusedElement === last) {
                event.preventDefault();
                if (loop) focus(first, { select: true });
              } else if (event.shiftKey && focusedElement === first) {
                event.preventDefault();
                if (loop) focus(last, { select: true });
              }
            }
          }
        },
        [loop, trapped, focusScope.paused]
      );
      return /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Primitive.div, { tabIndex: -1, ...scopeProps, ref: composedRefs, onKeyDown: handleKeyDown });
    }, "FocusScope")
  );
  var FocusScopeBranchContext = React30.createContext(null);
  function FocusScopeBranchProvider({ registry, children }) {
    if (!registry) {
      return children;
    }
    return /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(FocusScopeBranchContext.Provider, { value: registry, children });
  }
  __name16(FocusScopeBranchProvider, "FocusScopeBranchProvider");
  function useFocusScopeBranchRegistry() {
    const [nodes, setNodes] = React30.useState([]);
    const registry = React30.useMemo(
      () => ({
        add: /* @__PURE__ */ __name16((node2) => setNodes((prev2) => prev2.includes(node2) ? prev2 : [...prev2, node2]), "add"),
        remove: /* @__PURE__ */ __name16((node2) => setNodes((prev2) => prev2.filter((current) => current !== node2)), "remove")
      }),
      []
    );
    return { nodes, registry };
  }
  __name16(useFocusScopeBranchRegistry, "useFocusScopeBranchRegistry");
  function useFocusScopeBranch(node2) {
    const registry = React30.useContext(FocusScopeBranchContext);
    React30.useEffect(() => {
      if (!node2 || !registry) return;
      registry.add(node2);
      return () => registry.remove(node2);
    }, [node2, registry]);
  }
  __name16(useFocusScopeBranch, "useFocusScopeBranch");
  function focusFirst(candidates, { select = false } = {}) {
    const previouslyFocusedElement = document.activeElement;
    for (const candidate of candidates) {
      focus(candidate, { select });
      if (document.activeElement !== previouslyFocusedElement) return;
    }
  }
  __name16(focusFirst, "focusFirst");
  function getTabbableEdges(container) {
    const candidates = getTabbableCandidates(container);
    const first = findVisible(candidates, container);
    const last = findVisible(candidates.reverse(), container);
    return [first, last];
  }
  __name16(getTabbableEdges, "getTabbableEdges");
  function getTabbableCandidates(container) {
    const nodes = [];
    const document2 = container.ownerDocument;
    const walker = document2.createTreeWalker(container, NodeFilter.SHOW_ELEMENT, {
      acceptNode: /* @__PURE__ */ __name16((node2) => {
        const isHiddenInput = node2.tagName === "INPUT" && node2.type === "hidden";
        if (node2.disabled || node2.hidden || isHiddenInput) {
          return NodeFilter.FILTER_SKIP;
        }
        return node2.tabIndex >= 0 ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
      }, "acceptNode")
    });
    while (walker.nextNode()) {
      nodes.push(walker.currentNode);
    }
    return nodes;
  }
  __name16(getTabbableCandidates, "getTabbableCandidates");
  function findVisible(elements, container) {
    const canUseCheckVisibility = typeof container.checkVisibility === "function" && container.checkVisibility({ checkVisibilityCSS: true });
    for (const element of elements) {
      const hidden = canUseCheckVisibility ? !element.checkVisibility({ checkVisibilityCSS: true }) : isHidden(element, { upTo: container });
      if (!hidden) {
        return element;
      }
    }
  }
  __name16(findVisible, "findVisible");
  function isHidden(node2, { upTo }) {
    if (getComputedStyle(node2).visibility === "hidden") return true;
    while (node2) {
      if (upTo !== void 0 && node2 === upTo) return false;
      if (getComputedStyle(node2).display === "none") return true;
      node2 = node2.parentElement;
    }
    return false;
  }
  __name16(isHidden, "isHidden");
  function isSelectableInput(element) {
    return element.tagName === "INPUT" && typeof element.select === "function";
  }
  __name16(isSelectableInput, "isSelectableInput");
  function focus(element, { select = false } = {}) {
    if (element && element.focus) {
      const ownerDocument = element.ownerDocument ?? document;
      const previouslyFocusedElement = ownerDocument.activeElement;
      element.focus({ preventScroll: true });
      if (element !== previouslyFocusedElement && isSelectableInput(element) && select)
        element.select();
    }
  }
  __name16(focus, "focus");
  var focusScopesStack = createFocusScopesStack();
  function createFocusScopesStack() {
    let stack = [];
    return {
      add(focusScope) {
        const activeFocusScope = stack[0];
        if (focusScope !== activeFocusScope) {
          activeFocusScope?.pause();
        }
        stack = arrayRemove(stack, focusScope);
        stack.unshift(focusScope);
      },
      remove(focusScope) {
        stack = arrayRemove(stack, focusScope);
        stack[0]?.resume();
      }
    };
  }
  __name16(createFocusScopesStack, "createFocusScopesStack");
  function arrayRemove(array, item) {
    const updatedArray = [...array];
    const index = updatedArray.indexOf(item);
    if (index !== -1) {
      updatedArray.splice(index, 1);
    }
    return updatedArray;
  }
  __name16(arrayRemove, "arrayRemove");
  function removeLinks(items) {
    return items.filter((item) => item.tagName !== "A");
  }
  __name16(removeLinks, "removeLinks");

  // node_modules/@radix-ui/react-portal/dist/index.mjs
  var React31 = __toESM(require_react(), 1);
  var ReactDOM2 = __toESM(require_react_dom(), 1);
  var import_jsx_runtime22 = __toESM(require_jsx_runtime(), 1);
  var __defProp18 = Object.defineProperty;
  var __name17 = (target, value) => __defProp18(target, "name", { value, configurable: true });
  var Portal = /* @__PURE__ */ React31.forwardRef(
    /* @__PURE__ */ __name17(function Portal2(props, forwardedRef) {
      const { container: containerProp, ...portalProps } = props;
      const [mounted, setMounted] = React31.useState(false);
      useLayoutEffect22(() => setMounted(true), []);
      const container = containerProp || mounted && globalThis?.document?.body;
      return container ? ReactDOM2.createPortal(/* @__PURE__ */ (0, import_jsx_runtime22.jsx)(Primitive.div, { ...portalProps, ref: forwardedRef }), container) : null;
    }, "Portal")
  );

  // node_modules/@radix-ui/react-focus-guards/dist/index.mjs
  var React32 = __toESM(require_react(), 1);
  var __defProp19 = Object.defineProperty;
  var __name18 = (target, value) => __defProp19(target, "name", { value, configurable: true });
  var count2 = 0;
  var guards = null;
  function FocusGuards(props) {
    useFocusGuards();
    return props.children;
  }
  __name18(FocusGuards, "FocusGuards");
  function useFocusGuards() {
    React32.useEffect(() => {
      if (!guards) {
        guards = { start: createFocusGuard(), end: createFocusGuard() };
      }
      const { start, end } = guards;
      if (document.body.firstElementChild !== start) {
        document.body.insertAdjacentElement("afterbegin", start);
      }
      if (document.body.lastElementChild !== end) {
        document.body.insertAdjacentElement("beforeend", end);
      }
      count2++;
      return () => {
        if (count2 === 1) {
          guards?.start.remove();
          guards?.end.remove();
          guards = null;
        }
        count2 = Math.max(0, count2 - 1);
      };
    }, []);
  }
  __name18(useFocusGuards, "useFocusGuards");
  function createFocusGuard() {
    const element = document.createElement("span");
    element.setAttribute("data-radix-focus-guard", "");
    element.tabIndex = 0;
    element.style.outline = "none";
    element.style.opacity = "0";
    element.style.position = "fixed";
    element.style.pointerEvents = "none";
    return element;
  }
  __name18(createFocusGuard, "createFocusGuard");

  // node_modules/tslib/tslib.es6.mjs
  var __assign = function() {
    __assign = Object.assign || function __assign2(t2) {
      for (var s, i2 = 1, n2 = arguments.length; i2 < n2; i2++) {
        s = arguments[i2];
        for (var p2 in s) if (Object.prototype.hasOwnProperty.call(s, p2)) t2[p2] = s[p2];
      }
      return t2;
    };
    return __assign.apply(this, arguments);
  };
  function __rest(s, e) {
    var t2 = {};
    for (var p2 in s) if (Object.prototype.hasOwnProperty.call(s, p2) && e.indexOf(p2) < 0)
      t2[p2] = s[p2];
    if (s != null && typeof Object.getOwnPropertySymbols === "function")
      for (var i2 = 0, p2 = Object.getOwnPropertySymbols(s); i2 < p2.length; i2++) {
        if (e.indexOf(p2[i2]) < 0 && Object.prototype.propertyIsEnumerable.call(s, p2[i2]))
          t2[p2[i2]] = s[p2[i2]];
      }
    return t2;
  }
  function __spreadArray(to, from2, pack) {
    if (pack || arguments.length === 2) for (var i2 = 0, l2 = from2.length, ar; i2 < l2; i2++) {
      if (ar || !(i2 in from2)) {
        if (!ar) ar = Array.prototype.slice.call(from2, 0, i2);
        ar[i2] = from2[i2];
      }
    }
    return to.concat(ar || Array.prototype.slice.call(from2));
  }

  // node_modules/react-remove-scroll/dist/es2015/Combination.js
  var React39 = __toESM(require_react());

  // node_modules/react-remove-scroll/dist/es2015/UI.js
  var React35 = __toESM(require_react());

  // node_modules/react-remove-scroll-bar/dist/es2015/constants.js
  var zeroRightClassName = "right-scroll-bar-position";
  var fullWidthClassName = "width-before-scroll-bar";
  var noScrollbarsClassName = "with-scroll-bars-hidden";
  var removedBarSizeVariable = "--removed-body-scroll-bar-size";

  // node_modules/use-callback-ref/dist/es2015/assignRef.js
  function assignRef(ref, value) {
    if (typeof ref === "function") {
      ref(value);
    } else if (ref) {
      ref.current = value;
    }
    return ref;
  }

  // node_modules/use-callback-ref/dist/es2015/useRef.js
  var import_react5 = __toESM(require_react());
  function useCallbackRef2(initialValue, callback) {
    var ref = (0, import_react5.useState)(function() {
      return {
        // value
        value: initialValue,
        // last callback
        callback,
        // "memoized" public interface
        facade: {
          get current() {
            return ref.value;
          },
          set current(value) {
            var last = ref.value;
            if (last !== value) {
              ref.value = value;
              ref.callback(value, last);
            }
          }
        }
      };
    })[0];
    ref.callback = callback;
    return ref.facade;
  }

  // node_modules/use-callback-ref/dist/es2015/useMergeRef.js
  var React33 = __toESM(require_react());
  var useIsomorphicLayoutEffect2 = typeof window !== "undefined" ? React33.useLayoutEffect : React33.useEffect;
  var currentValues = /* @__PURE__ */ new WeakMap();
  function useMergeRefs(refs, defaultValue) {
    var callbackRef = useCallbackRef2(defaultValue || null, function(newValue) {
      return refs.forEach(function(ref) {
        return assignRef(ref, newValue);
      });
    });
    useIsomorphicLayoutEffect2(function() {
      var oldValue = currentValues.get(callbackRef);
      if (oldValue) {
        var prevRefs_1 = new Set(oldValue);
        var nextRefs_1 = new Set(refs);
        var current_1 = callbackRef.current;
        prevRefs_1.forEach(function(ref) {
          if (!nextRefs_1.has(ref)) {
            assignRef(ref, null);
          }
        });
        nextRefs_1.forEach(function(ref) {
          if (!prevRefs_1.has(ref)) {
            assignRef(ref, current_1);
          }
        });
      }
      currentValues.set(callbackRef, refs);
    }, [refs]);
    return callbackRef;
  }

  // node_modules/use-sidecar/dist/es2015/medium.js
  function ItoI(a2) {
    return a2;
  }
  function innerCreateMedium(defaults, middleware2) {
    if (middleware2 === void 0) {
      middleware2 = ItoI;
    }
    var buffer = [];
    var assigned = false;
    var medium = {
      read: function() {
        if (assigned) {
          throw new Error("Sidecar: could not `read` from an `assigned` medium. `read` could be used only with `useMedium`.");
        }
        if (buffer.length) {
          return buffer[buffer.length - 1];
        }
        return defaults;
      },
      useMedium: function(data2) {
        var item = middleware2(data2, assigned);
        buffer.push(item);
        return function() {
          buffer = buffer.filter(function(x) {
            return x !== item;
          });
        };
      },
      assignSyncMedium: function(cb) {
        assigned = true;
        while (buffer.length) {
          var cbs = buffer;
          buffer = [];
          cbs.forEach(cb);
        }
        buffer = {
          push: function(x) {
            return cb(x);
          },
          filter: function() {
            return buffer;
          }
        };
      },
      assignMedium: function(cb) {
        assigned = true;
        var pendingQueue = [];
        if (buffer.length) {
          var cbs = buffer;
          buffer = [];
          cbs.forEach(cb);
          pendingQueue = buffer;
        }
        var executeQueue = function() {
          var cbs2 = pendingQueue;
          pendingQueue = [];
          cbs2.forEach(cb);
        };
        var cycle = function() {
          return Promise.resolve().then(executeQueue);
        };
        cycle();
        buffer = {
          push: function(x) {
            pendingQueue.push(x);
            cycle();
          },
          filter: function(filter2) {
            pendingQueue = pendingQueue.filter(filter2);
            return buffer;
          }
        };
      }
    };
    return medium;
  }
  function createSidecarMedium(options2) {
    if (options2 === void 0) {
      options2 = {};
    }
    var medium = innerCreateMedium(null);
    medium.options = __assign({ async: true, ssr: false }, options2);
    return medium;
  }

  // node_modules/use-sidecar/dist/es2015/exports.js
  var React34 = __toESM(require_react());
  var SideCar = function(_a2) {
    var sideCar = _a2.sideCar, rest = __rest(_a2, ["sideCar"]);
    if (!sideCar) {
      throw new Error("Sidecar: please provide `sideCar` property to import the right car");
    }
    var Target = sideCar.read();
    if (!Target) {
      throw new Error("Sidecar medium not found");
    }
    return React34.createElement(Target, __assign({}, rest));
  };
  SideCar.isSideCarExport = true;
  function exportSidecar(medium, exported) {
    medium.useMedium(exported);
    return SideCar;
  }

  // node_modules/react-remove-scroll/dist/es2015/medium.js
  var effectCar = createSidecarMedium();

  // node_modules/react-remove-scroll/dist/es2015/UI.js
  var nothing = function() {
    return;
  };
  var RemoveScroll = React35.forwardRef(function(props, parentRef) {
    var ref = React35.useRef(null);
    var _a2 = React35.useState({
      onScrollCapture: nothing,
      onWheelCapture: nothing,
      onTouchMoveCapture: nothing
    }), callbacks = _a2[0], setCallbacks = _a2[1];
    var forwardProps = props.forwardProps, children = props.children, className = props.className, removeScrollBar = props.removeScrollBar, enabled = props.enabled, shards = props.shards, sideCar = props.sideCar, noRelative = props.noRelative, noIsolation = props.noIsolation, inert = props.inert, allowPinchZoom = props.allowPinchZoom, _b = props.as, Container2 = _b === void 0 ? "div" : _b, gapMode = props.gapMode, rest = __rest(props, ["forwardProps", "children", "className", "removeScrollBar", "enabled", "shards", "sideCar", "noRelative", "noIsolation", "inert", "allowPinchZoom", "as", "gapMode"]);
    var SideCar2 = sideCar;
    var containerRef = useMergeRefs([ref, parentRef]);
    var containerProps = __assign(__assign({}, rest), callbacks);
    return React35.createElement(
      React35.Fragment,
      null,
      enabled && React35.createElement(SideCar2, { sideCar: effectCar, removeScrollBar, shards, noRelative, noIsolation, inert, setCallbacks, allowPinchZoom: !!allowPinchZoom, lockRef: ref, gapMode }),
      forwardProps ? React35.cloneElement(React35.Children.only(children), __assign(__assign({}, containerProps), { ref: containerRef })) : React35.createElement(Container2, __assign({}, containerProps, { className, ref: containerRef }), children)
    );
  });
  RemoveScroll.defaultProps = {
    enabled: true,
    removeScrollBar: true,
    inert: false
  };
  RemoveScroll.classNames = {
    fullWidth: fullWidthClassName,
    zeroRight: zeroRightClassName
  };

  // node_modules/react-remove-scroll/dist/es2015/SideEffect.js
  var React38 = __toESM(require_react());

  // node_modules/react-remove-scroll-bar/dist/es2015/component.js
  var React37 = __toESM(require_react());

  // node_modules/react-style-singleton/dist/es2015/hook.js
  var React36 = __toESM(require_react());

  // node_modules/get-nonce/dist/es2015/index.js
  var currentNonce;
  var getNonce = function() {
    if (currentNonce) {
      return currentNonce;
    }
    if (typeof __webpack_nonce__ !== "undefined") {
      return __webpack_nonce__;
    }
    return void 0;
  };

  // node_modules/react-style-singleton/dist/es2015/singleton.js
  function makeStyleTag() {
    if (!document)
      return null;
    var tag = document.createElement("style");
    tag.type = "text/css";
    var nonce = getNonce();
    if (nonce) {
      tag.setAttribute("nonce", nonce);
    }
    return tag;
  }
  function injectStyles(tag, css) {
    if (tag.styleSheet) {
      tag.styleSheet.cssText = css;
    } else {
      tag.appendChild(document.createTextNode(css));
    }
  }
  function insertStyleTag(tag) {
    var head = document.head || document.getElementsByTagName("head")[0];
    head.appendChild(tag);
  }
  var stylesheetSingleton = function() {
    var counter = 0;
    var stylesheet = null;
    return {
      add: function(style) {
        if (counter == 0) {
          if (stylesheet = makeStyleTag()) {
            injectStyles(stylesheet, style);
            insertStyleTag(stylesheet);
          }
        }
        counter++;
      },
      remove: function() {
        counter--;
        if (!counter && stylesheet) {
          stylesheet.parentNode && stylesheet.parentNode.removeChild(stylesheet);
          stylesheet = null;
        }
      }
    };
  };

  // node_modules/react-style-singleton/dist/es2015/hook.js
  var styleHookSingleton = function() {
    var sheet = stylesheetSingleton();
    return function(styles, isDynamic) {
      React36.useEffect(function() {
        sheet.add(styles);
        return function() {
          sheet.remove();
        };
      }, [styles && isDynamic]);
    };
  };

  // node_modules/react-style-singleton/dist/es2015/component.js
  var styleSingleton = function() {
    var useStyle = styleHookSingleton();
    var Sheet = function(_a2) {
      var styles = _a2.styles, dynamic = _a2.dynamic;
      useStyle(styles, dynamic);
      return null;
    };
    return Sheet;
  };

  // node_modules/react-remove-scroll-bar/dist/es2015/utils.js
  var zeroGap = {
    left: 0,
    top: 0,
    right: 0,
    gap: 0
  };
  var parse2 = function(x) {
    return parseInt(x || "", 10) || 0;
  };
  var getOffset = function(gapMode) {
    var cs = window.getComputedStyle(document.body);
    var left = cs[gapMode === "padding" ? "paddingLeft" : "marginLeft"];
    var top = cs[gapMode === "padding" ? "paddingTop" : "marginTop"];
    var right = cs[gapMode === "padding" ? "paddingRight" : "marginRight"];
    return [parse2(left), parse2(top), parse2(right)];
  };
  var getGapWidth = function(gapMode) {
    if (gapMode === void 0) {
      gapMode = "margin";
    }
    if (typeof window === "undefined") {
      return zeroGap;
    }
    var offsets = getOffset(gapMode);
    var documentWidth = document.documentElement.clientWidth;
    var windowWidth = window.innerWidth;
    return {
      left: offsets[0],
      top: offsets[1],
      right: offsets[2],
      gap: Math.max(0, windowWidth - documentWidth + offsets[2] - offsets[0])
    };
  };

  // node_modules/react-remove-scroll-bar/dist/es2015/component.js
  var Style = styleSingleton();
  var lockAttribute = "data-scroll-locked";
  var getStyles = function(_a2, allowRelative, gapMode, important) {
    var left = _a2.left, top = _a2.top, right = _a2.right, gap = _a2.gap;
    if (gapMode === void 0) {
      gapMode = "margin";
    }
    return "\n  .".concat(noScrollbarsClassName, " {\n   overflow: hidden ").concat(important, ";\n   padding-right: ").concat(gap, "px ").concat(important, ";\n  }\n  body[").concat(lockAttribute, "] {\n    overflow: hidden ").concat(important, ";\n    overscroll-behavior: contain;\n    ").concat([
      allowRelative && "position: relative ".concat(important, ";"),
      gapMode === "margin" && "\n    padding-left: ".concat(left, "px;\n    padding-top: ").concat(top, "px;\n    padding-right: ").concat(right, "px;\n    margin-left:0;\n    margin-top:0;\n    margin-right: ").concat(gap, "px ").concat(important, ";\n    "),
      gapMode === "padding" && "padding-right: ".concat(gap, "px ").concat(important, ";")
    ].filter(Boolean).join(""), "\n  }\n  \n  .").concat(zeroRightClassName, " {\n    right: ").concat(gap, "px ").concat(important, ";\n  }\n  \n  .").concat(fullWidthClassName, " {\n    margin-right: ").concat(gap, "px ").concat(important, ";\n  }\n  \n  .").concat(zeroRightClassName, " .").concat(zeroRightClassName, " {\n    right: 0 ").concat(important, ";\n  }\n  \n  .").concat(fullWidthClassName, " .").concat(fullWidthClassName, " {\n    margin-right: 0 ").concat(important, ";\n  }\n  \n  body[").concat(lockAttribute, "] {\n    ").concat(removedBarSizeVariable, ": ").concat(gap, "px;\n  }\n");
  };
  var getCurrentUseCounter = function() {
    var counter = parseInt(document.body.getAttribute(lockAttribute) || "0", 10);
    return isFinite(counter) ? counter : 0;
  };
  var useLockAttribute = function() {
    React37.useEffect(function() {
      document.body.setAttribute(lockAttribute, (getCurrentUseCounter() + 1).toString());
      return function() {
        var newCounter = getCurrentUseCounter() - 1;
        if (newCounter <= 0) {
          document.body.removeAttribute(lockAttribute);
        } else {
          document.body.setAttribute(lockAttribute, newCounter.toString());
        }
      };
    }, []);
  };
  var RemoveScrollBar = function(_a2) {
    var noRelative = _a2.noRelative, noImportant = _a2.noImportant, _b = _a2.gapMode, gapMode = _b === void 0 ? "margin" : _b;
    useLockAttribute();
    var gap = React37.useMemo(function() {
      return getGapWidth(gapMode);
    }, [gapMode]);
    return React37.createElement(Style, { styles: getStyles(gap, !noRelative, gapMode, !noImportant ? "!important" : "") });
  };

  // node_modules/react-remove-scroll/dist/es2015/aggresiveCapture.js
  var passiveSupported = false;
  if (typeof window !== "undefined") {
    try {
      options = Object.defineProperty({}, "passive", {
        get: function() {
          passiveSupported = true;
          return true;
        }
      });
      window.addEventListener("test", options, options);
      window.removeEventListener("test", options, options);
    } catch (err) {
      passiveSupported = false;
    }
  }
  var options;
  var nonPassive = passiveSupported ? { passive: false } : false;

  // node_modules/react-remove-scroll/dist/es2015/handleScroll.js
  var alwaysContainsScroll = function(node2) {
    return node2.tagName === "TEXTAREA";
  };
  var elementCanBeScrolled = function(node2, overflow) {
    if (!(node2 instanceof Element)) {
      return false;
    }
    var styles = window.getComputedStyle(node2);
    return (
      // not-not-scrollable
      styles[overflow] !== "hidden" && // contains scroll inside self
      !(styles.overflowY === styles.overflowX && !alwaysContainsScroll(node2) && styles[overflow] === "visible")
    );
  };
  var elementCouldBeVScrolled = function(node2) {
    return elementCanBeScrolled(node2, "overflowY");
  };
  var elementCouldBeHScrolled = function(node2) {
    return elementCanBeScrolled(node2, "overflowX");
  };
  var locationCouldBeScrolled = function(axis, node2) {
    var ownerDocument = node2.ownerDocument;
    var current = node2;
    do {
      if (typeof ShadowRoot !== "undefined" && current instanceof ShadowRoot) {
        current = current.host;
      }
      var isScrollable = elementCouldBeScrolled(axis, current);
      if (isScrollable) {
        var _a2 = getScrollVariables(axis, current), scrollHeight = _a2[1], clientHeight = _a2[2];
        if (scrollHeight > clientHeight) {
          return true;
        }
      }
      current = current.parentNode;
    } while (current && current !== ownerDocument.body);
    return false;
  };
  var getVScrollVariables = function(_a2) {
    var scrollTop = _a2.scrollTop, scrollHeight = _a2.scrollHeight, clientHeight = _a2.clientHeight;
    return [
      scrollTop,
      scrollHeight,
      clientHeight
    ];
  };
  var getHScrollVariables = function(_a2) {
    var scrollLeft = _a2.scrollLeft, scrollWidth = _a2.scrollWidth, clientWidth = _a2.clientWidth;
    return [
      scrollLeft,
      scrollWidth,
      clientWidth
    ];
  };
  var elementCouldBeScrolled = function(axis, node2) {
    return axis === "v" ? elementCouldBeVScrolled(node2) : elementCouldBeHScrolled(node2);
  };
  var getScrollVariables = function(axis, node2) {
    return axis === "v" ? getVScrollVariables(node2) : getHScrollVariables(node2);
  };
  var getDirectionFactor = function(axis, direction) {
    return axis === "h" && direction === "rtl" ? -1 : 1;
  };
  var handleScroll = function(axis, endTarget, event, sourceDelta, noOverscroll) {
    var directionFactor = getDirectionFactor(axis, window.getComputedStyle(endTarget).direction);
    var delta = directionFactor * sourceDelta;
    var target = event.target;
    var targetInLock = endTarget.contains(target);
    var shouldCancelScroll = false;
    var isDeltaPositive = delta > 0;
    var availableScroll = 0;
    var availableScrollTop = 0;
    do {
      if (!target) {
        break;
      }
      var _a2 = getScrollVariables(axis, target), position2 = _a2[0], scroll_1 = _a2[1], capacity = _a2[2];
      var elementScroll = scroll_1 - capacity - directionFactor * position2;
      if (position2 || elementScroll) {
        if (elementCouldBeScrolled(axis, target)) {
          availableScroll += elementScroll;
          availableScrollTop += position2;
        }
      }
      var parent_1 = target.parentNode;
      target = parent_1 && parent_1.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? parent_1.host : parent_1;
    } while (
      // portaled content
      !targetInLock && target !== document.body || // self content
      targetInLock && (endTarget.contains(target) || endTarget === target)
    );
    if (isDeltaPositive && (noOverscroll && Math.abs(availableScroll) < 1 || !noOverscroll && delta > availableScroll)) {
      shouldCancelScroll = true;
    } else if (!isDeltaPositive && (noOverscroll && Math.abs(availableScrollTop) < 1 || !noOverscroll && -delta > availableScrollTop)) {
      shouldCancelScroll = true;
    }
    return shouldCancelScroll;
  };

  // node_modules/react-remove-scroll/dist/es2015/SideEffect.js
  var getTouchXY = function(event) {
    return "changedTouches" in event ? [event.changedTouches[0].clientX, event.changedTouches[0].clientY] : [0, 0];
  };
  var getDeltaXY = function(event) {
    return [event.deltaX, event.deltaY];
  };
  var extractRef = function(ref) {
    return ref && "current" in ref ? ref.current : ref;
  };
  var deltaCompare = function(x, y2) {
    return x[0] === y2[0] && x[1] === y2[1];
  };
  var generateStyle = function(id) {
    return "\n  .block-interactivity-".concat(id, " {pointer-events: none;}\n  .allow-interactivity-").concat(id, " {pointer-events: all;}\n");
  };
  var idCounter = 0;
  var lockStack = [];
  function RemoveScrollSideCar(props) {
    var shouldPreventQueue = React38.useRef([]);
    var touchStartRef = React38.useRef([0, 0]);
    var activeAxis = React38.useRef();
    var id = React38.useState(idCounter++)[0];
    var Style2 = React38.useState(styleSingleton)[0];
    var lastProps = React38.useRef(props);
    React38.useEffect(function() {
      lastProps.current = props;
    }, [props]);
    React38.useEffect(function() {
      if (props.inert) {
        document.body.classList.add("block-interactivity-".concat(id));
        var allow_1 = __spreadArray([props.lockRef.current], (props.shards || []).map(extractRef), true).filter(Boolean);
        allow_1.forEach(function(el) {
          return el.classList.add("allow-interactivity-".concat(id));
        });
        return function() {
          document.body.classList.remove("block-interactivity-".concat(id));
          allow_1.forEach(function(el) {
            return el.classList.remove("allow-interactivity-".concat(id));
          });
        };
      }
      return;
    }, [props.inert, props.lockRef.current, props.shards]);
    var shouldCancelEvent = React38.useCallback(function(event, parent) {
      if ("touches" in event && event.touches.length === 2 || event.type === "wheel" && event.ctrlKey) {
        return !lastProps.current.allowPinchZoom;
      }
      var touch = getTouchXY(event);
      var touchStart = touchStartRef.current;
      var deltaX = "deltaX" in event ? event.deltaX : touchStart[0] - touch[0];
      var deltaY = "deltaY" in event ? event.deltaY : touchStart[1] - touch[1];
      var currentAxis;
      var target = event.target;
      var moveDirection = Math.abs(deltaX) > Math.abs(deltaY) ? "h" : "v";
      if ("touches" in event && moveDirection === "h" && target.type === "range") {
        return false;
      }
      var selection = window.getSelection();
      var anchorNode = selection && selection.anchorNode;
      var isTouchingSelection = anchorNode ? anchorNode === target || anchorNode.contains(target) : false;
      if (isTouchingSelection) {
        return false;
      }
      var canBeScrolledInMainDirection = locationCouldBeScrolled(moveDirection, target);
      if (!canBeScrolledInMainDirection) {
        return true;
      }
      if (canBeScrolledInMainDirection) {
        currentAxis = moveDirection;
      } else {
        currentAxis = moveDirection === "v" ? "h" : "v";
        canBeScrolledInMainDirection = locationCouldBeScrolled(moveDirection, target);
      }
      if (!canBeScrolledInMainDirection) {
        return false;
      }
      if (!activeAxis.current && "changedTouches" in event && (deltaX || deltaY)) {
        activeAxis.current = currentAxis;
      }
      if (!currentAxis) {
        return true;
      }
      var cancelingAxis = activeAxis.current || currentAxis;
      return handleScroll(cancelingAxis, parent, event, cancelingAxis === "h" ? deltaX : deltaY, true);
    }, []);
    var shouldPrevent = React38.useCallback(function(_event) {
      var event = _event;
      if (!lockStack.length || lockStack[lockStack.length - 1] !== Style2) {
        return;
      }
      var delta = "deltaY" in event ? getDeltaXY(event) : getTouchXY(event);
      var sourceEvent = shouldPreventQueue.current.filter(function(e) {
        return e.name === event.type && (e.target === event.target || event.target === e.shadowParent) && deltaCompare(e.delta, delta);
      })[0];
      if (sourceEvent && sourceEvent.should) {
        if (event.cancelable) {
          event.preventDefault();
        }
        return;
      }
      if (!sourceEvent) {
        var shardNodes = (lastProps.current.shards || []).map(extractRef).filter(Boolean).filter(function(node2) {
          return node2.contains(event.target);
        });
        var shouldStop = shardNodes.length > 0 ? shouldCancelEvent(event, shardNodes[0]) : !lastProps.current.noIsolation;
        if (shouldStop) {
          if (event.cancelable) {
            event.preventDefault();
          }
        }
      }
    }, []);
    var shouldCancel = React38.useCallback(function(name, delta, target, should) {
      var event = { name, delta, target, should, shadowParent: getOutermostShadowParent(target) };
      shouldPreventQueue.current.push(event);
      setTimeout(function() {
        shouldPreventQueue.current = shouldPreventQueue.current.filter(function(e) {
          return e !== event;
        });
      }, 1);
    }, []);
    var scrollTouchStart = React38.useCallback(function(event) {
      touchStartRef.current = getTouchXY(event);
      activeAxis.current = void 0;
    }, []);
    var scrollWheel = React38.useCallback(function(event) {
      shouldCancel(event.type, getDeltaXY(event), event.target, shouldCancelEvent(event, props.lockRef.current));
    }, []);
    var scrollTouchMove = React38.useCallback(function(event) {
      shouldCancel(event.type, getTouchXY(event), event.target, shouldCancelEvent(event, props.lockRef.current));
    }, []);
    React38.useEffect(function() {
      lockStack.push(Style2);
      props.setCallbacks({
        onScrollCapture: scrollWheel,
        onWheelCapture: scrollWheel,
        onTouchMoveCapture: scrollTouchMove
      });
      document.addEventListener("wheel", shouldPrevent, nonPassive);
      document.addEventListener("touchmove", shouldPrevent, nonPassive);
      document.addEventListener("touchstart", scrollTouchStart, nonPassive);
      return function() {
        lockStack = lockStack.filter(function(inst) {
          return inst !== Style2;
        });
        document.removeEventListener("wheel", shouldPrevent, nonPassive);
        document.removeEventListener("touchmove", shouldPrevent, nonPassive);
        document.removeEventListener("touchstart", scrollTouchStart, nonPassive);
      };
    }, []);
    var removeScrollBar = props.removeScrollBar, inert = props.inert;
    return React38.createElement(
      React38.Fragment,
      null,
      inert ? React38.createElement(Style2, { styles: generateStyle(id) }) : null,
      removeScrollBar ? React38.createElement(RemoveScrollBar, { noRelative: props.noRelative, gapMode: props.gapMode }) : null
    );
  }
  function getOutermostShadowParent(node2) {
    var shadowParent = null;
    while (node2 !== null) {
      if (node2 instanceof ShadowRoot) {
        shadowParent = node2.host;
        node2 = node2.host;
      }
      node2 = node2.parentNode;
    }
    return shadowParent;
  }

  // node_modules/react-remove-scroll/dist/es2015/sidecar.js
  var sidecar_default = exportSidecar(effectCar, RemoveScrollSideCar);

  // node_modules/react-remove-scroll/dist/es2015/Combination.js
  var ReactRemoveScroll = React39.forwardRef(function(props, ref) {
    return React39.createElement(RemoveScroll, __assign({}, props, { ref, sideCar: sidecar_default }));
  });
  ReactRemoveScroll.classNames = RemoveScroll.classNames;
  var Combination_default = ReactRemoveScroll;

  // node_modules/aria-hidden/dist/es2015/index.js
  var getDefaultParent = function(originalTarget) {
    if (typeof document === "undefined") {
      return null;
    }
    var sampleTarget = Array.isArray(originalTarget) ? originalTarget[0] : originalTarget;
    return sampleTarget.ownerDocument.body;
  };
  var counterMap = /* @__PURE__ */ new WeakMap();
  var uncontrolledNodes = /* @__PURE__ */ new WeakMap();
  var markerMap = {};
  var lockCount = 0;
  var unwrapHost = function(node2) {
    return node2 && (node2.host || unwrapHost(node2.parentNode));
  };
  var correctTargets = function(parent, targets) {
    return targets.map(function(target) {
      if (parent.contains(target)) {
        return target;
      }
      var correctedTarget = unwrapHost(target);
      if (correctedTarget && parent.contains(correctedTarget)) {
        return correctedTarget;
      }
      console.error("aria-hidden", target, "in not contained inside", parent, ". Doing nothing");
      return null;
    }).filter(function(x) {
      return Boolean(x);
    });
  };
  var applyAttributeToOthers = function(originalTarget, parentNode, markerName, controlAttribute) {
    var targets = correctTargets(parentNode, Array.isArray(originalTarget) ? originalTarget : [originalTarget]);
    if (!markerMap[markerName]) {
      markerMap[markerName] = /* @__PURE__ */ new WeakMap();
    }
    var markerCounter = markerMap[markerName];
    var hiddenNodes = [];
    var elementsToKeep = /* @__PURE__ */ new Set();
    var elementsToStop = new Set(targets);
    var keep = function(el) {
      if (!el || elementsToKeep.has(el)) {
        return;
      }
      elementsToKeep.add(el);
      keep(el.parentNode);
    };
    targets.forEach(keep);
    var deep = function(parent) {
      if (!parent || elementsToStop.has(parent)) {
        return;
      }
      Array.prototype.forEach.call(parent.children, function(node2) {
        if (elementsToKeep.has(node2)) {
          deep(node2);
        } else {
          try {
            var attr = node2.getAttribute(controlAttribute);
            var alreadyHidden = attr !== null && attr !== "false";
            var counterValue = (counterMap.get(node2) || 0) + 1;
            var markerValue = (markerCounter.get(node2) || 0) + 1;
            counterMap.set(node2, counterValue);
            markerCounter.set(node2, markerValue);
            hiddenNodes.push(node2);
            if (counterValue === 1 && alreadyHidden) {
              uncontrolledNodes.set(node2, true);
            }
            if (markerValue === 1) {
              node2.setAttribute(markerName, "true");
            }
            if (!alreadyHidden) {
              node2.setAttribute(controlAttribute, "true");
            }
          } catch (e) {
            console.error("aria-hidden: cannot operate on ", node2, e);
          }
        }
      });
    };
    deep(parentNode);
    elementsToKeep.clear();
    lockCount++;
    return function() {
      hiddenNodes.forEach(function(node2) {
        var counterValue = counterMap.get(node2) - 1;
        var markerValue = markerCounter.get(node2) - 1;
        counterMap.set(node2, counterValue);
        markerCounter.set(node2, markerValue);
        if (!counterValue) {
          if (!uncontrolledNodes.has(node2)) {
            node2.removeAttribute(controlAttribute);
          }
          uncontrolledNodes.delete(node2);
        }
        if (!markerValue) {
          node2.removeAttribute(markerName);
        }
      });
      lockCount--;
      if (!lockCount) {
        counterMap = /* @__PURE__ */ new WeakMap();
        counterMap = /* @__PURE__ */ new WeakMap();
        uncontrolledNodes = /* @__PURE__ */ new WeakMap();
        markerMap = {};
      }
    };
  };
  var hideOthers = function(originalTarget, parentNode, markerName) {
    if (markerName === void 0) {
      markerName = "data-aria-hidden";
    }
    var targets = Array.from(Array.isArray(originalTarget) ? originalTarget : [originalTarget]);
    var activeParentNode = parentNode || getDefaultParent(originalTarget);
    if (!activeParentNode) {
      return function() {
        return null;
      };
    }
    targets.push.apply(targets, Array.from(activeParentNode.querySelectorAll("[aria-live], script")));
    return applyAttributeToOthers(targets, activeParentNode, markerName, "aria-hidden");
  };

  // node_modules/@radix-ui/react-dialog/dist/index.mjs
  var import_jsx_runtime23 = __toESM(require_jsx_runtime(), 1);
  var __defProp20 = Object.defineProperty;
  var __name19 = (target, value) => __defProp20(target, "name", { value, configurable: true });
  var DIALOG_NAME = "Dialog";
  var [createDialogContext, createDialogScope] = createContextScope(DIALOG_NAME);
  var [DialogProvider, useDialogContext] = createDialogContext(DIALOG_NAME);
  var Dialog = /* @__PURE__ */ __name19((props) => {
    const {
      __scopeDialog,
      children,
      open: openProp,
      defaultOpen,
      onOpenChange,
      modal = true
    } = props;
    const triggerRef = React40.useRef(null);
    const contentRef = React40.useRef(null);
    const { nodes: branchNodes, registry: branchRegistry } = useFocusScopeBranchRegistry();
    const [open2, setOpen] = useControllableState({
      prop: openProp,
      defaultProp: defaultOpen ?? false,
      onChange: onOpenChange,
      caller: DIALOG_NAME
    });
    const [titleCount, setTitleCount] = React40.useState(0);
    const [descriptionCount, setDescriptionCount] = React40.useState(0);
    return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(
      DialogProvider,
      {
        scope: __scopeDialog,
        triggerRef,
        contentRef,
        contentId: useId2(),
        titleId: useId2(),
        descriptionId: useId2(),
        titlePresent: titleCount > 0,
        descriptionPresent: descriptionCount > 0,
        setTitleCount,
        setDescriptionCount,
        open: open2,
        onOpenChange: setOpen,
        onOpenToggle: React40.useCallback(() => setOpen((prevOpen) => !prevOpen), [setOpen]),
        modal,
        branchNodes,
        branchRegistry,
        children
      }
    );
  }, "Dialog");
  var TRIGGER_NAME3 = "DialogTrigger";
  var DialogTrigger = /* @__PURE__ */ React40.forwardRef(
    /* @__PURE__ */ __name19(function DialogTrigger2(props, forwardedRef) {
      const { __scopeDialog, ...triggerProps } = props;
      const context = useDialogContext(TRIGGER_NAME3, __scopeDialog);
      const composedTriggerRef = useComposedRefs(forwardedRef, context.triggerRef);
      return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(
        Primitive.button,
        {
          type: "button",
          "aria-haspopup": "dialog",
          "aria-expanded": context.open,
          "aria-controls": context.open ? context.contentId : void 0,
          "data-state": getState3(context.open),
          ...triggerProps,
          ref: composedTriggerRef,
          onClick: composeEventHandlers2(props.onClick, context.onOpenToggle)
        }
      );
    }, "DialogTrigger")
  );
  var PORTAL_NAME = "DialogPortal";
  var [PortalProvider, usePortalContext] = createDialogContext(PORTAL_NAME, {
    forceMount: void 0
  });
  var DialogPortal = /* @__PURE__ */ __name19((props) => {
    const { __scopeDialog, forceMount, children, container } = props;
    const context = useDialogContext(PORTAL_NAME, __scopeDialog);
    return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(PortalProvider, { scope: __scopeDialog, forceMount, children: React40.Children.map(children, (child) => /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(Presence, { present: forceMount || context.open, children: /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(Portal, { asChild: true, container, children: child }) })) });
  }, "DialogPortal");
  var OVERLAY_NAME = "DialogOverlay";
  var DialogOverlay = /* @__PURE__ */ React40.forwardRef(
    /* @__PURE__ */ __name19(function DialogOverlay2(props, forwardedRef) {
      const portalContext = usePortalContext(OVERLAY_NAME, props.__scopeDialog);
      const { forceMount = portalContext.forceMount, ...overlayProps } = props;
      const context = useDialogContext(OVERLAY_NAME, props.__scopeDialog);
      return context.modal ? /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(Presence, { present: forceMount || context.open, children: /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(DialogOverlayImpl, { ...overlayProps, ref: forwardedRef }) }) : null;
    }, "DialogOverlay")
  );
  var Slot = createSlot("DialogOverlay.RemoveScroll");
  var DialogOverlayImpl = /* @__PURE__ */ React40.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name19(function DialogOverlayImpl2(props, forwardedRef) {
      const { __scopeDialog, ...overlayProps } = props;
      const context = useDialogContext(OVERLAY_NAME, __scopeDialog);
      const registerDismissableSurface = useDismissableLayerSurface();
      const composedRefs = useComposedRefs(forwardedRef, registerDismissableSurface);
      return (
        // Make sure `Content` is scrollable even when it doesn't live inside
        // `RemoveScroll` (eg. when `Overlay` and `Content` are siblings). Nested
        // layers are registered as branches and added as shards so they remain
        // scrollable too. See https://github.com/radix-ui/primitives/issues/3423
        /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(
          Combination_default,
          {
            as: Slot,
            allowPinchZoom: true,
            shards: React40.useMemo(
              () => [context.contentRef, ...context.branchNodes.map((node2) => ({ current: node2 }))],
              [context.contentRef, context.branchNodes]
            ),
            children: /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(
              Primitive.div,
              {
                "data-state": getState3(context.open),
                ...overlayProps,
                ref: composedRefs,
                style: { pointerEvents: "auto", ...overlayProps.style }
              }
            )
          }
        )
      );
    }, "DialogOverlayImpl")
  );
  var CONTENT_NAME3 = "DialogContent";
  var DialogContent = /* @__PURE__ */ React40.forwardRef(
    /* @__PURE__ */ __name19(function DialogContent2(props, forwardedRef) {
      const portalContext = usePortalContext(CONTENT_NAME3, props.__scopeDialog);
      const { forceMount = portalContext.forceMount, ...contentProps } = props;
      const context = useDialogContext(CONTENT_NAME3, props.__scopeDialog);
      return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(Presence, { present: forceMount || context.open, children: context.modal ? /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(DialogContentModal, { ...contentProps, ref: forwardedRef }) : /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(DialogContentNonModal, { ...contentProps, ref: forwardedRef }) });
    }, "DialogContent")
  );
  var DialogContentModal = /* @__PURE__ */ React40.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name19(function DialogContentModal2(props, forwardedRef) {
      const context = useDialogContext(CONTENT_NAME3, props.__scopeDialog);
      const contentRef = React40.useRef(null);
      const composedRefs = useComposedRefs(forwardedRef, context.contentRef, contentRef);
      React40.useEffect(() => {
        const content = contentRef.current;
        if (content) return hideOthers(content);
      }, []);
      return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(
        DialogContentImpl,
        {
          ...props,
          ref: composedRefs,
          trapFocus: context.open,
          disableOutsidePointerEvents: context.open,
          onCloseAutoFocus: composeEventHandlers2(props.onCloseAutoFocus, (event) => {
            event.preventDefault();
            context.triggerRef.current?.focus();
          }),
          onPointerDownOutside: composeEventHandlers2(props.onPointerDownOutside, (event) => {
            const originalEvent = event.detail.originalEvent;
            const ctrlLeftClick = originalEvent.button === 0 && originalEvent.ctrlKey === true;
            const isRightClick = originalEvent.button === 2 || ctrlLeftClick;
            if (isRightClick) event.preventDefault();
          }),
          onFocusOutside: composeEventHandlers2(
            props.onFocusOutside,
            (event) => event.preventDefault()
          )
        }
      );
    }, "DialogContentModal")
  );
  var DialogContentNonModal = /* @__PURE__ */ React40.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name19(function DialogContentNonModal2(props, forwardedRef) {
      const context = useDialogContext(CONTENT_NAME3, props.__scopeDialog);
      const hasInteractedOutsideRef = React40.useRef(false);
      const hasPointerDownOutsideRef = React40.useRef(false);
      return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(
        DialogContentImpl,
        {
          ...props,
          ref: forwardedRef,
          trapFocus: false,
          disableOutsidePointerEvents: false,
          onCloseAutoFocus: (event) => {
            props.onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) {
              if (!hasInteractedOutsideRef.current) context.triggerRef.current?.focus();
              event.preventDefault();
            }
            hasInteractedOutsideRef.current = false;
            hasPointerDownOutsideRef.current = false;
          },
          onInteractOutside: (event) => {
            props.onInteractOutside?.(event);
            if (!event.defaultPrevented) {
              hasInteractedOutsideRef.current = true;
              if (event.detail.originalEvent.type === "pointerdown") {
                hasPointerDownOutsideRef.current = true;
              }
            }
            const target = event.target;
            const targetIsTrigger = context.triggerRef.current?.contains(target);
            if (targetIsTrigger) event.preventDefault();
            if (event.detail.originalEvent.type === "focusin" && hasPointerDownOutsideRef.current) {
              event.preventDefault();
            }
          }
        }
      );
    }, "DialogContentNonModal")
  );
  var DialogContentImpl = /* @__PURE__ */ React40.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name19(function DialogContentImpl2(props, forwardedRef) {
      const {
        __scopeDialog,
        trapFocus,
        onOpenAutoFocus,
        onCloseAutoFocus,
        "aria-describedby": ariaDescribedby,
        children,
        ...contentProps
      } = props;
      const context = useDialogContext(CONTENT_NAME3, __scopeDialog);
      useFocusGuards();
      return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(FocusScopeBranchProvider, { registry: context.branchRegistry, children: /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(
        FocusScope,
        {
          asChild: true,
          loop: true,
          trapped: trapFocus,
          branches: context.branchNodes,
          onMountAutoFocus: onOpenAutoFocus,
          onUnmountAutoFocus: onCloseAutoFocus,
          children: /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(
            DismissableLayer,
            {
              role: "dialog",
              id: context.contentId,
              "aria-labelledby": context.titlePresent ? context.titleId : void 0,
              "aria-describedby": context.descriptionPresent ? concatAriaDescribedby2(ariaDescribedby, context.descriptionId) : ariaDescribedby,
              "data-state": getState3(context.open),
              ...contentProps,
              ref: forwardedRef,
              deferPointerDownOutside: true,
              onDismiss: () => context.onOpenChange(false),
              children
            }
          )
        }
      ) });
    }, "DialogContentImpl")
  );
  var DialogTitle = /* @__PURE__ */ React40.forwardRef(
    /* @__PURE__ */ __name19(function DialogTitle2(props, forwardedRef) {
      const { __scopeDialog, ...titleProps } = props;
      const context = useDialogContext("DialogTitle", __scopeDialog);
      const { setTitleCount } = context;
      useLayoutEffect22(() => {
        setTitleCount((count3) => count3 + 1);
        return () => setTitleCount((count3) => count3 - 1);
      }, [setTitleCount]);
      return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(Primitive.h2, { id: context.titleId, ...titleProps, ref: forwardedRef });
    }, "DialogTitle")
  );
  var DialogDescription = /* @__PURE__ */ React40.forwardRef(
    // blank line to reduce diff noise
    /* @__PURE__ */ __name19(function DialogDescription2(props, forwardedRef) {
      const { __scopeDialog, ...descriptionProps } = props;
      const context = useDialogContext("DialogDescription", __scopeDialog);
      const { setDescriptionCount } = context;
      useLayoutEffect22(() => {
        setDescriptionCount((count3) => count3 + 1);
        return () => setDescriptionCount((count3) => count3 - 1);
      }, [setDescriptionCount]);
      return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(Primitive.p, { id: context.descriptionId, ...descriptionProps, ref: forwardedRef });
    }, "DialogDescription")
  );
  var CLOSE_NAME = "DialogClose";
  var DialogClose = /* @__PURE__ */ React40.forwardRef(
    /* @__PURE__ */ __name19(function DialogClose2(props, forwardedRef) {
      const { __scopeDialog, ...closeProps } = props;
      const context = useDialogContext(CLOSE_NAME, __scopeDialog);
      return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(
        Primitive.button,
        {
          type: "button",
          ...closeProps,
          ref: forwardedRef,
          onClick: composeEventHandlers2(props.onClick, () => context.onOpenChange(false))
        }
      );
    }, "DialogClose")
  );
  function concatAriaDescribedby2(...values) {
    const ids = /* @__PURE__ */ new Set();
    for (const value of values) {
      if (typeof value !== "string") continue;
      for (const id of String(value).trim().split(/\s+/)) {
        if (id) ids.add(id);
      }
    }
    return ids.size > 0 ? Array.from(ids).join(" ") : void 0;
  }
  __name19(concatAriaDescribedby2, "concatAriaDescribedby");
  function getState3(open2) {
    return open2 ? "open" : "closed";
  }
  __name19(getState3, "getState");

  // src/components/ui/Dialog.tsx
  var import_jsx_runtime24 = __toESM(require_jsx_runtime(), 1);
  var Dialog2 = Dialog;
  var DialogTrigger3 = DialogTrigger;
  var DialogClose3 = DialogClose;
  var fadeIn = Ut`from { opacity: 0; } to { opacity: 1; }`;
  var popIn = Ut`
  from { opacity: 0; transform: translate(-50%, -46%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;
  var Overlay = Mt(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(8, 32, 26, 0.55);
  animation: ${fadeIn} 0.15s ease-out;
`;
  var Panel = Mt(DialogContent)`
  position: fixed;
  z-index: 101;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 30rem);
  max-height: 88vh;
  overflow: auto;
  padding: 2rem 1.75rem 1.75rem;
  background: ${colors.white};
  color: ${colors.ink};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.raised};
  animation: ${popIn} 0.18s ease-out;
  &:focus { outline: none; }
`;
  var CloseX = Mt(DialogClose)`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.muted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${colors.tealSoft}; color: ${colors.ink}; }
`;
  function DialogContent3({ children, closeLabel = "Close", ...rest }) {
    return /* @__PURE__ */ (0, import_jsx_runtime24.jsxs)(DialogPortal, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime24.jsx)(Overlay, {}),
      /* @__PURE__ */ (0, import_jsx_runtime24.jsxs)(Panel, { ...rest, children: [
        children,
        /* @__PURE__ */ (0, import_jsx_runtime24.jsx)(CloseX, { "aria-label": closeLabel, children: /* @__PURE__ */ (0, import_jsx_runtime24.jsx)("span", { "aria-hidden": "true", children: "\xD7" }) })
      ] })
    ] });
  }
  var DialogTitle3 = Mt(DialogTitle)`
  font-size: 1.35rem;
  font-weight: 800;
  padding-right: 2rem;
  color: ${colors.forest};
`;
  var DialogDescription3 = Mt(DialogDescription)`
  margin-top: 0.5rem;
  color: ${colors.muted};
`;
  var DialogActions = Mt.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
  & > * { flex: 1 1 10rem; }
`;

  // src/features/home/components/FeedbackDialog.tsx
  var import_jsx_runtime25 = __toESM(require_jsx_runtime(), 1);
  var Form2 = Mt.form`
  display: grid;
  gap: 1rem;
  margin-top: 1.25rem;
`;
  var Field = Mt.div`
  display: grid;
  gap: 0.35rem;
  label { font-weight: 600; }
  textarea, input[type="email"] {
    width: 100%;
    padding: 0.7rem 0.85rem;
    border: 1.5px solid ${colors.line};
    border-radius: ${radii.sm};
    background: ${colors.white};
    color: ${colors.ink};
  }
  textarea { min-height: 7rem; resize: vertical; }
`;
  var Check = Mt.label`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 500;
  input { width: 1.15rem; height: 1.15rem; accent-color: ${colors.teal}; }
`;
  var Thanks = Mt.p`
  margin-top: 1rem;
  padding: 1rem;
  border-radius: ${radii.sm};
  background: ${colors.tealSoft};
  color: ${colors.tealDark};
  font-weight: 700;
`;
  var EMPTY = { feedback: "", anonymous: false, email: "" };
  function FeedbackDialog() {
    const id = (0, import_react6.useId)();
    const [open2, setOpen] = (0, import_react6.useState)(false);
    const [form, setForm] = (0, import_react6.useState)(EMPTY);
    const [sent, setSent] = (0, import_react6.useState)(false);
    const reset = () => {
      setForm(EMPTY);
      setSent(false);
    };
    const onOpenChange = (next2) => {
      setOpen(next2);
      if (!next2) reset();
    };
    const onSubmit = (event) => {
      event.preventDefault();
      if (!form.feedback.trim()) return;
      setSent(true);
    };
    return /* @__PURE__ */ (0, import_jsx_runtime25.jsxs)(Dialog2, { open: open2, onOpenChange, children: [
      /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(DialogTrigger3, { asChild: true, children: /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(Button, { $variant: "secondary", children: "Share Feedback" }) }),
      /* @__PURE__ */ (0, import_jsx_runtime25.jsxs)(DialogContent3, { children: [
        /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(DialogTitle3, { children: "Share your feedback" }),
        /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(DialogDescription3, { children: "Tell us how we can serve you better." }),
        sent ? /* @__PURE__ */ (0, import_jsx_runtime25.jsxs)(import_jsx_runtime25.Fragment, { children: [
          /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(Thanks, { role: "status", children: "Thank you for your feedback!" }),
          /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(DialogActions, { children: /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(DialogClose3, { asChild: true, children: /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(Button, { $variant: "secondary", children: "Close" }) }) })
        ] }) : /* @__PURE__ */ (0, import_jsx_runtime25.jsxs)(Form2, { onSubmit, children: [
          /* @__PURE__ */ (0, import_jsx_runtime25.jsxs)(Field, { children: [
            /* @__PURE__ */ (0, import_jsx_runtime25.jsx)("label", { htmlFor: `${id}-feedback`, children: "Your feedback" }),
            /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(
              "textarea",
              {
                id: `${id}-feedback`,
                name: "feedback",
                required: true,
                value: form.feedback,
                onChange: (e) => setForm({ ...form, feedback: e.target.value })
              }
            )
          ] }),
          /* @__PURE__ */ (0, import_jsx_runtime25.jsxs)(Check, { children: [
            /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(
              "input",
              {
                type: "checkbox",
                name: "anonymous",
                checked: form.anonymous,
                onChange: (e) => setForm({ ...form, anonymous: e.target.checked })
              }
            ),
            "Submit anonymously"
          ] }),
          !form.anonymous && /* @__PURE__ */ (0, import_jsx_runtime25.jsxs)(Field, { children: [
            /* @__PURE__ */ (0, import_jsx_runtime25.jsx)("label", { htmlFor: `${id}-email`, children: "Email (optional)" }),
            /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(
              "input",
              {
                id: `${id}-email`,
                name: "email",
                type: "email",
                autoComplete: "email",
                value: form.email,
                onChange: (e) => setForm({ ...form, email: e.target.value })
              }
            )
          ] }),
          /* @__PURE__ */ (0, import_jsx_runtime25.jsxs)(DialogActions, { children: [
            /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(Button, { type: "submit", $variant: "secondary", children: "Submit" }),
            /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(Button, { $variant: "ghost", onClick: () => onOpenChange(false), children: "Cancel" })
          ] })
        ] })
      ] })
    ] });
  }

  // src/features/home/components/FeedbackBand.tsx
  var import_jsx_runtime26 = __toESM(require_jsx_runtime(), 1);
  var Band3 = Mt.section`
  background: ${colors.white};
  border-block: 1px solid ${colors.line};
  padding-block: 2rem;
`;
  var Row = Mt(Container)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  align-items: flex-start;
  @media ${media.md} { flex-direction: row; align-items: center; justify-content: space-between; }
  h2 { font-size: 1.3rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; }
`;
  function FeedbackBand() {
    return /* @__PURE__ */ (0, import_jsx_runtime26.jsx)(Band3, { "aria-labelledby": "feedback-title", children: /* @__PURE__ */ (0, import_jsx_runtime26.jsxs)(Row, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime26.jsxs)("div", { children: [
        /* @__PURE__ */ (0, import_jsx_runtime26.jsx)("h2", { id: "feedback-title", children: "How are we doing?" }),
        /* @__PURE__ */ (0, import_jsx_runtime26.jsx)("p", { children: "Your feedback helps us improve every shipment and every conversation." })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime26.jsx)(FeedbackDialog, {})
    ] }) });
  }

  // src/features/home/components/GlobalReach.tsx
  var import_jsx_runtime27 = __toESM(require_jsx_runtime(), 1);
  var STATS = [
    { value: "50+", label: "Countries" },
    { value: "1000+", label: "Partners" },
    { value: "99.7%", label: "On-time Delivery" }
  ];
  var Stats = Mt.dl`
  display: grid;
  gap: 1rem;
  margin: 0 0 3rem;
  grid-template-columns: 1fr;
  @media ${media.sm} { grid-template-columns: repeat(3, 1fr); }
`;
  var Stat = Mt.div`
  padding: 1.75rem 1rem;
  border-radius: ${radii.md};
  background: rgba(255, 255, 255, 0.06);
  border: 1px solid rgba(255, 255, 255, 0.14);
  text-align: center;
  dt { color: ${colors.onDarkMuted}; font-weight: 600; }
  dd { margin: 0; font-size: clamp(2.2rem, 4vw, 3rem); font-weight: 850; color: ${colors.saffron}; line-height: 1.1; }
  display: flex;
  flex-direction: column-reverse;
  gap: 0.4rem;
`;
  var Entries = Mt.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
`;
  var Entry = Mt.li`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  padding: 1.25rem;
  border-radius: ${radii.md};
  background: rgba(255, 255, 255, 0.06);
  img { flex: none; width: 64px; height: 64px; border-radius: ${radii.sm}; object-fit: cover; }
  h3 { font-size: 1.1rem; color: ${colors.white}; margin-bottom: 0.3rem; }
  p { color: ${colors.onDarkMuted}; }
`;
  function GlobalReach({ items }) {
    return /* @__PURE__ */ (0, import_jsx_runtime27.jsxs)(Section, { id: "global-reach", tone: "dark", labelledBy: "global-reach-title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime27.jsx)(
        SectionHeading,
        {
          id: "global-reach-title",
          onDark: true,
          eyebrow: "Worldwide",
          title: "Our Global Reach",
          intro: "Shipping to North America, Europe, Asia and Africa with partners we know by name."
        }
      ),
      /* @__PURE__ */ (0, import_jsx_runtime27.jsx)(Stats, { children: STATS.map((stat) => /* @__PURE__ */ (0, import_jsx_runtime27.jsxs)(Stat, { children: [
        /* @__PURE__ */ (0, import_jsx_runtime27.jsx)("dt", { children: stat.label }),
        /* @__PURE__ */ (0, import_jsx_runtime27.jsx)("dd", { children: stat.value })
      ] }, stat.label)) }),
      items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime27.jsx)(Entries, { children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime27.jsxs)(Entry, { children: [
        item.image && /* @__PURE__ */ (0, import_jsx_runtime27.jsx)(Img, { src: item.image, alt: "", width: 64, height: 64 }),
        /* @__PURE__ */ (0, import_jsx_runtime27.jsxs)("div", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime27.jsx)("h3", { children: item.reachName }),
          /* @__PURE__ */ (0, import_jsx_runtime27.jsx)("p", { children: item.description })
        ] })
      ] }, item._id)) })
    ] });
  }

  // src/features/home/components/JoinUsDialog.tsx
  var import_react7 = __toESM(require_react(), 1);
  var import_jsx_runtime28 = __toESM(require_jsx_runtime(), 1);
  function JoinUsDialog() {
    const [open2, setOpen] = (0, import_react7.useState)(false);
    const navigate = useNavigate();
    const go = (to) => {
      setOpen(false);
      void navigate(to);
    };
    return /* @__PURE__ */ (0, import_jsx_runtime28.jsxs)(Dialog2, { open: open2, onOpenChange: setOpen, children: [
      /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(DialogTrigger3, { asChild: true, children: /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(Button, { $size: "lg", children: "Join Us" }) }),
      /* @__PURE__ */ (0, import_jsx_runtime28.jsxs)(DialogContent3, { children: [
        /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(DialogTitle3, { children: "Are you looking to buy or sell products?" }),
        /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(DialogDescription3, { children: "Tell us who you are and we will take you to the right registration." }),
        /* @__PURE__ */ (0, import_jsx_runtime28.jsxs)(DialogActions, { children: [
          /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(Button, { $variant: "secondary", onClick: () => go("/userRegister"), children: "I'm a Buyer" }),
          /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(Button, { $variant: "primary", onClick: () => go("/supplierRegister"), children: "I'm a Supplier" })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(DialogActions, { children: /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(DialogClose3, { asChild: true, children: /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(Button, { $variant: "ghost", children: "Maybe later" }) }) })
      ] })
    ] });
  }

  // src/features/home/components/Membership.tsx
  var import_jsx_runtime29 = __toESM(require_jsx_runtime(), 1);
  var Layout2 = Mt.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  @media ${media.md} { grid-template-columns: 1.2fr 1fr; }
`;
  var Benefits = Mt.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  gap: 0.8rem;
  li { display: flex; gap: 0.75rem; align-items: flex-start; }
  li::before {
    content: "✓";
    flex: none;
    display: grid;
    place-items: center;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: ${radii.pill};
    background: ${colors.teal};
    color: ${colors.white};
    font-size: 0.85rem;
    font-weight: 800;
  }
`;
  var Audience = Mt.div`
  display: grid;
  gap: 1rem;
`;
  var Tile = Mt.div`
  padding: 1.5rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  border-left: 6px solid ${(p2) => p2.$accent};
  h3 { font-size: 1.15rem; color: ${colors.forest}; margin-bottom: 0.35rem; }
  p { color: ${colors.muted}; }
`;
  function Membership() {
    return /* @__PURE__ */ (0, import_jsx_runtime29.jsx)(Section, { id: "membership", tone: "tint", labelledBy: "membership-title", children: /* @__PURE__ */ (0, import_jsx_runtime29.jsxs)(Layout2, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime29.jsxs)("div", { children: [
        /* @__PURE__ */ (0, import_jsx_runtime29.jsx)(
          SectionHeading,
          {
            id: "membership-title",
            align: "start",
            eyebrow: "Membership & Registration",
            title: "Grow Your Trade With Tradehub",
            intro: "Register free as a buyer or a supplier and connect with trusted partners worldwide."
          }
        ),
        /* @__PURE__ */ (0, import_jsx_runtime29.jsxs)(Benefits, { children: [
          /* @__PURE__ */ (0, import_jsx_runtime29.jsx)("li", { children: "Verified suppliers with transparent prices and stock" }),
          /* @__PURE__ */ (0, import_jsx_runtime29.jsx)("li", { children: "Direct enquiries to the supplier you choose" }),
          /* @__PURE__ */ (0, import_jsx_runtime29.jsx)("li", { children: "Exposure to buyers from over 50 countries" })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime29.jsx)(JoinUsDialog, {})
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime29.jsxs)(Audience, { children: [
        /* @__PURE__ */ (0, import_jsx_runtime29.jsxs)(Tile, { $accent: colors.teal, children: [
          /* @__PURE__ */ (0, import_jsx_runtime29.jsx)("h3", { children: "For Buyers" }),
          /* @__PURE__ */ (0, import_jsx_runtime29.jsx)("p", { children: "Browse products and varieties, compare suppliers and track every enquiry in your profile." })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime29.jsxs)(Tile, { $accent: colors.saffron, children: [
          /* @__PURE__ */ (0, import_jsx_runtime29.jsx)("h3", { children: "For Suppliers" }),
          /* @__PURE__ */ (0, import_jsx_runtime29.jsx)("p", { children: "Get verified, list your products with prices and stock, and receive enquiries from global buyers." })
        ] })
      ] })
    ] }) });
  }

  // src/features/home/components/ProductShowcase.tsx
  var import_jsx_runtime30 = __toESM(require_jsx_runtime(), 1);
  var DEFAULT_DESCRIPTION = "Premium quality, carefully sourced and export-ready.";
  var ProductLink = Mt(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  color: inherit;
  text-decoration: none;
  transition: transform 0.25s ease, box-shadow 0.25s ease;
  &:hover { transform: translateY(-4px); box-shadow: ${shadows.raised}; }
  &:hover h3 { color: ${colors.teal}; }
`;
  var Placeholder = Mt.div`
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  font-size: 2.5rem;
  font-weight: 800;
  color: ${colors.teal};
`;
  var Body = Mt.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  flex: 1;
  padding: 1.2rem 1.3rem 1.4rem;
`;
  var Category = Mt.span`
  align-self: flex-start;
  padding: 0.2rem 0.7rem;
  border-radius: ${radii.pill};
  background: ${colors.tealSoft};
  color: ${colors.tealDark};
  font-size: 0.8rem;
  font-weight: 700;
`;
  var Title3 = Mt.h3`
  font-size: 1.15rem;
  color: ${colors.forest};
`;
  var Description = Mt.p`
  color: ${colors.muted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
  var More = Mt.span`
  margin-top: auto;
  padding-top: 0.4rem;
  font-weight: 700;
  color: ${colors.teal};
`;
  var Footer2 = Mt.div`
  margin-top: 2.5rem;
  text-align: center;
`;
  function ProductShowcase({ products }) {
    return /* @__PURE__ */ (0, import_jsx_runtime30.jsxs)(Section, { id: "our-products", labelledBy: "our-products-title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(
        SectionHeading,
        {
          id: "our-products-title",
          eyebrow: "Our Products",
          title: "Quality Goods, Ready for Export",
          intro: "Fresh fruits, aromatic spices, fine textiles and more, graded and packed to international standards."
        }
      ),
      products.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(CardGrid, { $min: "15rem", children: products.map((product) => /* @__PURE__ */ (0, import_jsx_runtime30.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime30.jsxs)(ProductLink, { to: `/products/${product.categorySlug}`, children: [
        /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(CardMedia, { children: product.image ? /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(Img, { src: product.image, alt: product.title, width: 640, height: 400 }) : /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(Placeholder, { "aria-hidden": "true", children: product.title.charAt(0) }) }),
        /* @__PURE__ */ (0, import_jsx_runtime30.jsxs)(Body, { children: [
          product.category && /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(Category, { children: product.category }),
          /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(Title3, { children: product.title }),
          /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(Description, { children: product.description || DEFAULT_DESCRIPTION }),
          /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(More, { "aria-hidden": "true", children: "View Details \u2192" })
        ] })
      ] }) }, product._id)) }),
      /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(Footer2, { children: /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(ButtonLink, { to: "/products", $variant: "secondary", $size: "lg", children: "View All Products" }) })
    ] });
  }

  // src/features/home/components/StartConversation.tsx
  var import_jsx_runtime31 = __toESM(require_jsx_runtime(), 1);
  var Band4 = Mt.section`
  padding-block: 3.5rem;
  background: ${colors.cream};
`;
  var Panel2 = Mt.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  align-items: flex-start;
  padding: clamp(2rem, 5vw, 3.5rem);
  border-radius: ${radii.lg};
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 255, 255, 0.35), transparent 40%),
    linear-gradient(120deg, ${colors.saffron}, #f7c35c);
  color: ${colors.ink};
  @media ${media.md} { flex-direction: row; align-items: center; justify-content: space-between; }
  h2 { font-size: clamp(1.6rem, 3vw, 2.2rem); font-weight: 850; color: ${colors.forest}; }
  p { margin-top: 0.5rem; max-width: 36rem; color: #3b3220; font-size: 1.05rem; }
`;
  function StartConversation() {
    return /* @__PURE__ */ (0, import_jsx_runtime31.jsx)(Band4, { "aria-labelledby": "conversation-title", children: /* @__PURE__ */ (0, import_jsx_runtime31.jsx)(Container, { children: /* @__PURE__ */ (0, import_jsx_runtime31.jsxs)(Panel2, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime31.jsxs)("div", { children: [
        /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("h2", { id: "conversation-title", children: "Start a Conversation" }),
        /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("p", { children: "Looking for a reliable source or a new market? Tell us what you need and our team will get back to you." })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime31.jsx)(ButtonLink, { to: "/contact", $variant: "secondary", $size: "lg", children: "Contact Us" })
    ] }) }) });
  }

  // src/features/home/components/RatingStars.tsx
  var import_jsx_runtime32 = __toESM(require_jsx_runtime(), 1);
  var Stars = Mt.span`
  color: ${colors.saffronDark};
  font-size: 1.15rem;
  letter-spacing: 0.1em;
`;
  var MAX = 5;
  function RatingStars({ rating }) {
    const value = Math.max(0, Math.min(MAX, Math.round(rating)));
    return /* @__PURE__ */ (0, import_jsx_runtime32.jsx)(Stars, { role: "img", "aria-label": `Rated ${value} out of ${MAX}`, children: "\u2605".repeat(value) + "\u2606".repeat(MAX - value) });
  }

  // src/features/home/components/Testimonials.tsx
  var import_jsx_runtime33 = __toESM(require_jsx_runtime(), 1);
  var Grid2 = Mt.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;
  var Quote = Mt.figure`
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.75rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  blockquote {
    margin: 0;
    flex: 1;
    color: ${colors.ink};
    font-size: 1.02rem;
  }
  blockquote::before {
    content: "“";
    display: block;
    height: 1.6rem;
    font-size: 3rem;
    line-height: 1;
    color: ${colors.saffron};
  }
`;
  var Person = Mt.figcaption`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  img { width: 52px; height: 52px; border-radius: ${radii.pill}; object-fit: cover; }
  strong { display: block; color: ${colors.forest}; }
  span { color: ${colors.muted}; font-size: 0.92rem; }
`;
  var Initial = Mt.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${radii.pill};
  background: ${colors.tealSoft};
  && { color: ${colors.tealDark}; font-weight: 800; font-size: 1.2rem; }
`;
  function Testimonials({ items }) {
    if (items.length === 0) return null;
    return /* @__PURE__ */ (0, import_jsx_runtime33.jsxs)(Section, { id: "testimonials", labelledBy: "testimonials-title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime33.jsx)(
        SectionHeading,
        {
          id: "testimonials-title",
          eyebrow: "Testimonials",
          title: "What Our Clients Say",
          intro: "Importers and retailers who trust us with their supply."
        }
      ),
      /* @__PURE__ */ (0, import_jsx_runtime33.jsx)(Grid2, { children: items.map((t2) => /* @__PURE__ */ (0, import_jsx_runtime33.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime33.jsxs)(Quote, { children: [
        /* @__PURE__ */ (0, import_jsx_runtime33.jsx)(RatingStars, { rating: t2.rating }),
        /* @__PURE__ */ (0, import_jsx_runtime33.jsx)("blockquote", { children: t2.quote }),
        /* @__PURE__ */ (0, import_jsx_runtime33.jsxs)(Person, { children: [
          t2.image ? /* @__PURE__ */ (0, import_jsx_runtime33.jsx)(Img, { src: t2.image, alt: "", width: 52, height: 52 }) : /* @__PURE__ */ (0, import_jsx_runtime33.jsx)(Initial, { "aria-hidden": "true", children: t2.name.charAt(0) }),
          /* @__PURE__ */ (0, import_jsx_runtime33.jsxs)("div", { children: [
            /* @__PURE__ */ (0, import_jsx_runtime33.jsx)("strong", { children: t2.name }),
            /* @__PURE__ */ (0, import_jsx_runtime33.jsx)("span", { children: t2.company })
          ] })
        ] })
      ] }) }, t2.id)) })
    ] });
  }

  // src/features/home/components/WhyChooseUs.tsx
  var import_jsx_runtime34 = __toESM(require_jsx_runtime(), 1);
  var IndexBadge = Mt.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${radii.sm};
  background: ${colors.saffronSoft};
  color: ${colors.saffronText};
  font-weight: 800;
`;
  function WhyChooseUs({ items }) {
    if (items.length === 0) return null;
    return /* @__PURE__ */ (0, import_jsx_runtime34.jsxs)(Section, { id: "why-choose-us", tone: "cream", labelledBy: "why-choose-us-title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime34.jsx)(
        SectionHeading,
        {
          id: "why-choose-us-title",
          eyebrow: "Why Choose Us",
          title: "Trusted by Buyers Across Continents",
          intro: "From farm to port to your warehouse, we handle every step with care."
        }
      ),
      /* @__PURE__ */ (0, import_jsx_runtime34.jsx)(CardGrid, { $min: "15rem", children: items.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime34.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime34.jsxs)(Card, { children: [
        item.image ? /* @__PURE__ */ (0, import_jsx_runtime34.jsx)(CardMedia, { children: /* @__PURE__ */ (0, import_jsx_runtime34.jsx)(Img, { src: item.image, alt: "", width: 640, height: 400 }) }) : null,
        /* @__PURE__ */ (0, import_jsx_runtime34.jsxs)(CardBody, { children: [
          !item.image && /* @__PURE__ */ (0, import_jsx_runtime34.jsx)(IndexBadge, { "aria-hidden": "true", children: String(index + 1).padStart(2, "0") }),
          /* @__PURE__ */ (0, import_jsx_runtime34.jsx)(CardTitle, { children: item.title }),
          /* @__PURE__ */ (0, import_jsx_runtime34.jsx)(CardText, { children: item.description })
        ] })
      ] }) }, item._id)) })
    ] });
  }

  // src/features/home/routes/HomePage.tsx
  var import_jsx_runtime35 = __toESM(require_jsx_runtime(), 1);
  function HomePage({ data: data2 }) {
    const d2 = data2 ?? {};
    return /* @__PURE__ */ (0, import_jsx_runtime35.jsxs)(import_jsx_runtime35.Fragment, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(BannerCarousel, { banners: d2.banners ?? [] }),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(WhyChooseUs, { items: d2.whyChooseUs ?? [] }),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(ProductShowcase, { products: d2.products ?? [] }),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(Membership, {}),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(GlobalReach, { items: d2.reach ?? [] }),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(CoreValues, { items: d2.coreValues ?? [] }),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(FeedbackBand, {}),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(FaqSection, { faqs: d2.faqs ?? [] }),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(StartConversation, {}),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(Testimonials, { items: d2.testimonials ?? [] }),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(CertificationStrip, {})
    ] });
  }

  // src/features/not-found/routes/NotFoundPage.tsx
  var import_jsx_runtime36 = __toESM(require_jsx_runtime(), 1);
  var Wrapper3 = Mt(Container)`
  padding-block: 6rem;
  text-align: center;
`;
  var Code = Mt.p`
  font-size: 4.5rem;
  font-weight: 900;
  color: ${colors.saffronText};
  line-height: 1;
`;
  var Title4 = Mt.h1`
  margin-top: 1rem;
  font-size: 2rem;
  color: ${colors.forest};
`;
  var Text = Mt.p`
  margin: 1rem auto 2rem;
  max-width: 32rem;
  color: ${colors.muted};
`;
  function NotFoundPage() {
    return /* @__PURE__ */ (0, import_jsx_runtime36.jsxs)(Wrapper3, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(Code, { "aria-hidden": "true", children: "404" }),
      /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(Title4, { children: "Page not found" }),
      /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(Text, { children: "The page you are looking for does not exist or has moved." }),
      /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(ButtonLink, { to: "/", $variant: "secondary", children: "Back to Home" })
    ] });
  }

  // src/app/page-registry.ts
  var pages = {
    home: HomePage,
    "not-found": NotFoundPage
  };
  function hasPage(name) {
    return Object.prototype.hasOwnProperty.call(pages, name);
  }
  function resolvePage(name) {
    return hasPage(name) ? pages[name] : NotFoundPage;
  }

  // src/app/use-page-navigation.ts
  var import_react8 = __toESM(require_react(), 1);

  // src/lib/document-meta.ts
  function applyDocumentMeta(meta, doc = document) {
    doc.title = meta.title;
    doc.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    doc.querySelector('link[rel="canonical"]')?.setAttribute("href", meta.canonical);
  }

  // src/lib/page-data.ts
  function dataUrl(pathname, search = "") {
    return "/_data" + (pathname.startsWith("/") ? pathname : "/" + pathname) + search;
  }
  async function fetchPageProps(pathname, search, signal) {
    const response = await fetch(dataUrl(pathname, search), {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal
    });
    const type = response.headers.get("content-type") ?? "";
    if (!type.includes("application/json")) {
      throw new Error(`unexpected ${response.status} answer for ${pathname}`);
    }
    const props = await response.json();
    if (!props || typeof props.page !== "string" || !props.meta || !props.site) {
      throw new Error(`malformed page data for ${pathname}`);
    }
    return props;
  }

  // src/app/use-page-navigation.ts
  function usePageNavigation(initial) {
    const location = useLocation();
    const navigationType = useNavigationType();
    const url = location.pathname + location.search;
    const [current, setCurrent] = (0, import_react8.useState)(() => ({ url, props: initial }));
    const [busy, setBusy] = (0, import_react8.useState)(false);
    const currentUrl = (0, import_react8.useRef)(url);
    const cache = (0, import_react8.useRef)(/* @__PURE__ */ new Map([[url, initial]]));
    const scrollByKey = (0, import_react8.useRef)(/* @__PURE__ */ new Map());
    const lastKey = (0, import_react8.useRef)(location.key);
    const navigated = (0, import_react8.useRef)(false);
    (0, import_react8.useEffect)(() => {
      if (lastKey.current !== location.key) {
        scrollByKey.current.set(lastKey.current, window.scrollY);
        lastKey.current = location.key;
      }
      if (url === currentUrl.current) {
        setBusy(false);
        return;
      }
      const commit = (props) => {
        cache.current.set(url, props);
        currentUrl.current = url;
        navigated.current = true;
        setCurrent({ url, props });
        setBusy(false);
      };
      const cached = navigationType === "POP" ? cache.current.get(url) : void 0;
      if (cached) {
        commit(cached);
        return;
      }
      const controller = new AbortController();
      setBusy(true);
      fetchPageProps(location.pathname, location.search, controller.signal).then(
        (props) => {
          if (controller.signal.aborted) return;
          if (!hasPage(props.page)) {
            window.location.reload();
            return;
          }
          commit(props);
        },
        () => {
          if (!controller.signal.aborted) window.location.reload();
        }
      );
      return () => controller.abort();
    }, [url, location.key]);
    (0, import_react8.useEffect)(() => {
      if (!navigated.current) return;
      applyDocumentMeta(current.props.meta);
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else {
        const top = navigationType === "POP" ? scrollByKey.current.get(location.key) ?? 0 : 0;
        window.scrollTo({ top, behavior: "instant" });
      }
      document.getElementById("main")?.focus({ preventScroll: true });
    }, [current]);
    return { props: current.props, url: current.url, busy };
  }

  // src/app/App.tsx
  var import_jsx_runtime37 = __toESM(require_jsx_runtime(), 1);
  function App({ initialProps }) {
    const { props, url, busy } = usePageNavigation(initialProps);
    const Page = resolvePage(props.page);
    return /* @__PURE__ */ (0, import_jsx_runtime37.jsxs)(import_jsx_runtime37.Fragment, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(GlobalStyle, {}),
      /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(NavigationProgress, { active: busy }),
      /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(Layout, { site: props.site, busy, children: /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(Page, { data: props.data }, url) })
    ] });
  }

  // src/entry-server.tsx
  var import_jsx_runtime38 = __toESM(require_jsx_runtime(), 1);
  function render(inputJson) {
    const { url, props } = JSON.parse(inputJson);
    const status = props.status ?? 200;
    if (props.page === "shell") {
      return JSON.stringify({ html: "", css: "", head: "", status });
    }
    const sheet = new Zt();
    try {
      const html = (0, import_server.renderToString)(
        /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(yt, { sheet: sheet.instance, children: /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(StaticRouter, { location: url, children: /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(App, { initialProps: props }) }) })
      );
      const css = sheet.getStyleTags();
      return JSON.stringify({ html, css, head: "", status });
    } finally {
      sheet.seal();
    }
  }
  globalThis.__tradehubRender = render;
})();
/*! Bundled license information:

react/cjs/react.production.js:
  (**
   * @license React
   * react.production.js
   *
   * Copyright (c) Meta Platforms, Inc. and affiliates.
   *
   * This source code is licensed under the MIT license found in the
   * LICENSE file in the root directory of this source tree.
   *)

react-dom/cjs/react-dom.production.js:
  (**
   * @license React
   * react-dom.production.js
   *
   * Copyright (c) Meta Platforms, Inc. and affiliates.
   *
   * This source code is licensed under the MIT license found in the
   * LICENSE file in the root directory of this source tree.
   *)

react-dom/cjs/react-dom-server-legacy.browser.production.js:
  (**
   * @license React
   * react-dom-server-legacy.browser.production.js
   *
   * Copyright (c) Meta Platforms, Inc. and affiliates.
   *
   * This source code is licensed under the MIT license found in the
   * LICENSE file in the root directory of this source tree.
   *)

react/cjs/react-jsx-runtime.production.js:
  (**
   * @license React
   * react-jsx-runtime.production.js
   *
   * Copyright (c) Meta Platforms, Inc. and affiliates.
   *
   * This source code is licensed under the MIT license found in the
   * LICENSE file in the root directory of this source tree.
   *)

react-router/dist/development/chunk-6KYCQHYJ.mjs:
react-router/dist/development/index.mjs:
  (**
   * react-router v7.18.5
   *
   * Copyright (c) Remix Software Inc.
   *
   * This source code is licensed under the MIT license found in the
   * LICENSE.md file in the root directory of this source tree.
   *
   * @license MIT
   *)
*/
