//! Rebuilds the binary when the assets it embeds change (new hashed file names included:
//! Cargo scans a watched folder for any change).

fn main() {
    println!("cargo:rerun-if-changed=../static");
    println!("cargo:rerun-if-changed=../frontend/dist/server");
}
