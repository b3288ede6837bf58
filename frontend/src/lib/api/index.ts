// The frontend's one API client (see client.ts) and its error shape.
export { api, toFormData, type ApiBody, type ApiResponse, type FormFields, type Schemas } from "./client";
export { type Download } from "./transport";
export { filledOnly } from "./filled";
export { ApiError, isAbort, isNetworkError, messageOf } from "./error";
