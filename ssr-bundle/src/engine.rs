//! One JavaScript isolate with the polyfills and the server bundle loaded.

use std::time::{Duration, Instant};

use deno_core::error::JsError;
use deno_core::{v8, JsRuntime, RuntimeOptions};

use crate::bundle::{POLYFILLS, RENDER_FUNCTION};
use crate::error::RenderError;

/// The global the bundle's source is handed over in while it loads.
const SOURCE_GLOBAL: &str = "__tradehubBundleSource";

pub struct Engine {
    runtime: JsRuntime,
    render: v8::Global<v8::Function>,
    load_times: LoadTimes,
    /// Renders in this engine's life.
    renders: u64,
}

/// Where the start of one isolate went.
#[derive(Debug, Clone, Copy, Default)]
pub struct LoadTimes {
    /// Creating the runtime (the engine's context and deno_core's own scripts).
    pub runtime: Duration,
    pub polyfills: Duration,
    /// Parsing the server bundle and running its top level.
    pub bundle: Duration,
}

impl LoadTimes {
    pub fn total(&self) -> Duration {
        self.runtime + self.polyfills + self.bundle
    }
}

impl Engine {
    pub fn load(bundle: &str) -> Result<Self, RenderError> {
        let started = Instant::now();
        let mut runtime = JsRuntime::new(RuntimeOptions::default());
        let created = Instant::now();
        runtime.execute_script("polyfills.js", POLYFILLS).map_err(|e| RenderError::Bundle(e.to_string()))?;
        let polyfilled = Instant::now();
        load_bundle(&mut runtime, bundle)?;
        let loaded = Instant::now();
        let render = global_function(&mut runtime, RENDER_FUNCTION)?;
        let load_times =
            LoadTimes { runtime: created - started, polyfills: polyfilled - created, bundle: loaded - polyfilled };
        Ok(Self { runtime, render, load_times, renders: 0 })
    }

    /// How many renders this engine has made.
    pub fn renders(&self) -> u64 {
        self.renders
    }

    pub fn load_times(&self) -> LoadTimes {
        self.load_times
    }

    pub(crate) fn isolate_handle(&mut self) -> v8::IsolateHandle {
        self.runtime.v8_isolate().thread_safe_handle()
    }

    /// Calls the bundle's render function with one JSON string argument.
    pub fn render(&mut self, input_json: &str) -> Result<String, RenderError> {
        let render = self.render.clone();
        self.renders += 1;
        self.call(&render, input_json, None)
    }

    /// The bytes the engine's own heap holds, for telling memory the JavaScript heap keeps
    /// from memory held outside it (the isolate_memory example).
    pub fn heap_bytes(&mut self) -> usize {
        self.runtime.v8_isolate().get_heap_statistics().malloced_memory()
    }

    /// Calls a global function of the bundle with a string and, if given, a number.
    pub fn call_global(&mut self, name: &str, text: &str, number: Option<f64>) -> Result<String, RenderError> {
        let function = global_function(&mut self.runtime, name)?;
        self.call(&function, text, number)
    }

    /// The argument goes in as an engine string: a script holding it as a literal would
    /// be parsed (twice, by this engine's compile-then-run) on every render.
    fn call(
        &mut self,
        function: &v8::Global<v8::Function>,
        text: &str,
        number: Option<f64>,
    ) -> Result<String, RenderError> {
        let runtime = &mut self.runtime;
        deno_core::scope!(scope, runtime);
        v8::tc_scope!(let scope, scope);
        let Some(text) = v8::String::new(scope, text) else {
            return Err(RenderError::Script("the input is too long for the engine".into()));
        };
        let mut args: Vec<v8::Local<v8::Value>> = vec![text.into()];
        if let Some(number) = number {
            args.push(v8::Number::new(scope, number).into());
        }
        let function = v8::Local::new(scope, function);
        let this = v8::undefined(scope).into();
        let answer = function.call(scope, this, &args);
        // deno_core runs queued promise jobs only in its event loop, which a renderer never
        // turns: every job a render queued (React's and the router's promises, holding that
        // render's tree) stayed in the engine until the isolate was dropped. Run them now, as
        // an engine does after each task (a render that threw or was cut ends its isolate
        // instead).
        if answer.is_some() {
            scope.perform_microtask_checkpoint();
        }
        match answer {
            Some(value) => Ok(value.to_rust_string_lossy(scope)),
            None if scope.is_execution_terminating() => Err(RenderError::Script("the render was terminated".into())),
            None => {
                let message = match scope.exception() {
                    Some(exception) => JsError::from_v8_exception(scope, exception).to_string(),
                    None => "an exception without a value".into(),
                };
                Err(RenderError::Script(message))
            }
        }
    }

    /// Evaluates a script; used by the polyfill tests to probe the globals.
    #[cfg(test)]
    pub(crate) fn eval_to_string(&mut self, code: String) -> Result<String, RenderError> {
        let global = self.runtime.execute_script("<eval>", code).map_err(|e| RenderError::Script(e.to_string()))?;
        let runtime = &mut self.runtime;
        deno_core::scope!(scope, runtime);
        let local = v8::Local::new(scope, global);
        Ok(local.to_rust_string_lossy(scope))
    }
}

/// Runs the bundle through the global `eval`, which parses it once; `execute_script`
/// compiles a script to check it and then parses it again to run it (this engine keeps
/// no bytecode between the two), and the bundle is over half a megabyte.
fn load_bundle(runtime: &mut JsRuntime, bundle: &str) -> Result<(), RenderError> {
    {
        let runtime = &mut *runtime;
        deno_core::scope!(scope, runtime);
        let source = v8::String::new(scope, bundle)
            .ok_or_else(|| RenderError::Bundle("the bundle is too long for the engine".into()))?;
        let key = v8::String::new(scope, SOURCE_GLOBAL).expect("a short name");
        let global = scope.get_current_context().global(scope);
        global.set(scope, key.into(), source.into());
    }
    // An indirect eval runs in the global scope, as a script would.
    let run = format!(
        "(() => {{ const s = globalThis.{SOURCE_GLOBAL}; delete globalThis.{SOURCE_GLOBAL}; (0, eval)(s); }})()"
    );
    runtime.execute_script("server-bundle.js", run).map_err(|e| RenderError::Bundle(e.to_string()))?;
    Ok(())
}

fn global_function(runtime: &mut JsRuntime, name: &str) -> Result<v8::Global<v8::Function>, RenderError> {
    deno_core::scope!(scope, runtime);
    let key = v8::String::new(scope, name).expect("a short name");
    let global = scope.get_current_context().global(scope);
    let value = global.get(scope, key.into());
    match value.and_then(|v| v8::Local::<v8::Function>::try_from(v).ok()) {
        Some(function) => Ok(v8::Global::new(scope, function)),
        None => Err(RenderError::Bundle(format!("the bundle does not define globalThis.{name}"))),
    }
}

#[cfg(test)]
pub(crate) fn eval_with_polyfills(code: &str) -> Result<String, RenderError> {
    let mut engine = Engine::load(&format!("globalThis.{RENDER_FUNCTION} = () => '';"))?;
    engine.eval_to_string(code.to_owned())
}
