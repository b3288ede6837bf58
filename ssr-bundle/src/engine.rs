//! One JavaScript isolate with the polyfills and the server bundle loaded.

use deno_core::{v8, JsRuntime, RuntimeOptions};

use crate::{RenderError, POLYFILLS, RENDER_FUNCTION};

pub(crate) struct Engine {
    runtime: JsRuntime,
}

impl Engine {
    pub(crate) fn load(bundle: &str) -> Result<Self, RenderError> {
        let mut runtime = JsRuntime::new(RuntimeOptions::default());
        runtime
            .execute_script("polyfills.js", POLYFILLS)
            .map_err(|e| RenderError::Bundle(e.to_string()))?;
        runtime
            .execute_script("server-bundle.js", bundle.to_owned())
            .map_err(|e| RenderError::Bundle(e.to_string()))?;
        let mut engine = Self { runtime };
        let kind = engine.eval_to_string(format!("typeof globalThis.{RENDER_FUNCTION}"))?;
        if kind != "function" {
            return Err(RenderError::Bundle(format!(
                "the bundle does not define globalThis.{RENDER_FUNCTION}"
            )));
        }
        Ok(engine)
    }

    pub(crate) fn isolate_handle(&mut self) -> v8::IsolateHandle {
        self.runtime.v8_isolate().thread_safe_handle()
    }

    /// Calls the bundle's render function with one JSON string argument.
    pub(crate) fn render(&mut self, input_json: &str) -> Result<String, RenderError> {
        // A JSON string literal is a valid JavaScript string literal.
        let arg = serde_json::to_string(input_json).expect("a string always serializes");
        self.eval_to_string(format!("globalThis.{RENDER_FUNCTION}({arg})"))
    }

    /// Evaluates a script; used by the polyfill tests to probe the globals.
    pub(crate) fn eval_to_string(&mut self, code: String) -> Result<String, RenderError> {
        let global = self
            .runtime
            .execute_script("<render>", code)
            .map_err(|e| RenderError::Script(e.to_string()))?;
        let runtime = &mut self.runtime;
        deno_core::scope!(scope, runtime);
        let local = v8::Local::new(scope, global);
        Ok(local.to_rust_string_lossy(scope))
    }
}

#[cfg(test)]
pub(crate) fn eval_with_polyfills(code: &str) -> Result<String, RenderError> {
    let mut engine = Engine::load(&format!("globalThis.{RENDER_FUNCTION} = () => '';"))?;
    engine.eval_to_string(code.to_owned())
}
