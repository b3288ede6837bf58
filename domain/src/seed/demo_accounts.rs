//! The demonstration sign-ins: every e-mail and password the demonstration accounts use,
//! and the list the README and the login screens show. The accounts, offers and
//! enquiries all name them, so they sit below each of those.

pub const ADMIN_EMAIL: &str = "admin@tradehub.example";
pub const ADMIN_PASSWORD: &str = "admin123";
pub const BUYER_EMAIL: &str = "buyer@tradehub.example";
pub const BUYER_PASSWORD: &str = "buyer123";
/// A verified supplier with offers (Konkan Agro Exports).
pub const SUPPLIER_EMAIL: &str = "vendor@tradehub.example";
/// Every demonstration supplier shares this password.
pub const SUPPLIER_PASSWORD: &str = "vendor123";
/// A supplier whose registration waits for an admin's Verify.
pub const PENDING_SUPPLIER_EMAIL: &str = "pending@tradehub.example";
pub const PENDING_SUPPLIER_PASSWORD: &str = SUPPLIER_PASSWORD;
/// More verified suppliers, each with offers of its own.
pub const DECCAN_SUPPLIER_EMAIL: &str = "deccan@tradehub.example";
pub const MALABAR_SUPPLIER_EMAIL: &str = "malabar@tradehub.example";
pub const WEAVES_SUPPLIER_EMAIL: &str = "weaves@tradehub.example";

/// The suppliers of the rest of the marketplace.
pub const RATNAGIRI_SUPPLIER_EMAIL: &str = "ratnagiri@tradehub.example";
pub const GIR_SUPPLIER_EMAIL: &str = "gir@tradehub.example";
pub const ANDHRA_SUPPLIER_EMAIL: &str = "andhra@tradehub.example";
pub const KUMILY_SUPPLIER_EMAIL: &str = "kumily@tradehub.example";
pub const GUNTUR_SUPPLIER_EMAIL: &str = "guntur@tradehub.example";
pub const JALGAON_SUPPLIER_EMAIL: &str = "jalgaon@tradehub.example";
pub const ERODE_SUPPLIER_EMAIL: &str = "erode@tradehub.example";
pub const VARANASI_SUPPLIER_EMAIL: &str = "varanasi@tradehub.example";

/// One demonstration sign-in, for the README and the login screens' hints.
pub struct DemoSignIn {
    pub role: &'static str,
    pub who: &'static str,
    pub email: &'static str,
    pub password: &'static str,
}

#[rustfmt::skip]
pub const DEMO_SIGN_INS: [DemoSignIn; 15] = [
    DemoSignIn { role: "admin",             who: "Administrator",                        email: ADMIN_EMAIL,          password: ADMIN_PASSWORD },
    DemoSignIn { role: "buyer",             who: "Rahul Mehta, Mehta Food Imports",      email: BUYER_EMAIL,          password: BUYER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Konkan Agro Exports (fruits)",         email: SUPPLIER_EMAIL,         password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Deccan Fresh Farms (fruits)",          email: DECCAN_SUPPLIER_EMAIL,  password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Malabar Spice House (spices)",         email: MALABAR_SUPPLIER_EMAIL, password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Kaveri Weaves (textiles)",             email: WEAVES_SUPPLIER_EMAIL,  password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier, pending", who: "Sahyadri Organics (awaiting review)",  email: PENDING_SUPPLIER_EMAIL, password: PENDING_SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Ratnagiri Mango Growers' Co-operative", email: RATNAGIRI_SUPPLIER_EMAIL, password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Gir Kesar Farms",                      email: GIR_SUPPLIER_EMAIL,       password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Andhra Orchard Traders",               email: ANDHRA_SUPPLIER_EMAIL,    password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Kumily Cardamom & Pepper Growers",     email: KUMILY_SUPPLIER_EMAIL,    password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Guntur Chilli & Spice Traders",        email: GUNTUR_SUPPLIER_EMAIL,    password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Jalgaon Fresh Exports",                email: JALGAON_SUPPLIER_EMAIL,   password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Erode Turmeric Mart",                  email: ERODE_SUPPLIER_EMAIL,     password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Varanasi Silk House",                  email: VARANASI_SUPPLIER_EMAIL,  password: SUPPLIER_PASSWORD },
];
