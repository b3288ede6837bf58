// The frontend's one API client (see client.ts) and its error shape.
export { api, type ApiBody, type ApiResponse, type Schemas } from "./client";
export { ApiError, isAbort, isNetworkError, messageOf } from "./error";
