// The request payload of the backend wire protocol (docs/protocol.md), in proto3. Kept as text in
// a module so that every bundle (the Remix server build, the backend, the tests) carries the same
// schema, whatever the working directory. Field numbers are the wire format: never renumber or
// reuse them.
export const BACKEND_PROTO = `syntax = "proto3";

package vsport.backend;

message ClientInfo {
  string session_id = 1;
  int32 seq = 2;
  int32 app_ver = 3;
  int32 package_code = 4;
  int32 plat = 5;
  int32 language = 6;
}

message Request {
  ClientInfo client_info = 1;
  // The request data as JSON text.
  string param = 2;
}
`;
