//! The rest of the demonstration marketplace: more suppliers (demonstration accounts too,
//! all under tradehub.example) and their offers, so most varieties have three to five
//! offers to compare, in different units, prices, minimum orders and places, and a few
//! varieties have none (Arakta, Red Banana, Coorg Green, Mysore Silk; Handloom Khadi has
//! only an inactive one).

use super::demo_accounts::{
    ANDHRA_SUPPLIER_EMAIL, DECCAN_SUPPLIER_EMAIL as DECCAN, ERODE_SUPPLIER_EMAIL, GIR_SUPPLIER_EMAIL,
    GUNTUR_SUPPLIER_EMAIL, JALGAON_SUPPLIER_EMAIL, KUMILY_SUPPLIER_EMAIL, MALABAR_SUPPLIER_EMAIL as MALABAR,
    RATNAGIRI_SUPPLIER_EMAIL, SUPPLIER_EMAIL as KONKAN, VARANASI_SUPPLIER_EMAIL, WEAVES_SUPPLIER_EMAIL as WEAVES,
};
use super::demo_offer_seed::{inr, offer, OfferSeed};

const RATNAGIRI: &str = RATNAGIRI_SUPPLIER_EMAIL;
const GIR: &str = GIR_SUPPLIER_EMAIL;
const ANDHRA: &str = ANDHRA_SUPPLIER_EMAIL;
const KUMILY: &str = KUMILY_SUPPLIER_EMAIL;
const GUNTUR: &str = GUNTUR_SUPPLIER_EMAIL;
const JALGAON: &str = JALGAON_SUPPLIER_EMAIL;
const ERODE: &str = ERODE_SUPPLIER_EMAIL;
const VARANASI: &str = VARANASI_SUPPLIER_EMAIL;

#[rustfmt::skip]
pub(super) const MORE_OFFERS: [OfferSeed; 66] = [
    // Mango
    offer(RATNAGIRI, ("Mango", "Alphonso"),                          inr(1380, 0), "box",    "Devgad, Maharashtra",        1800.0, Some("Devgad GI, 4 dozen per 5 kg box")).min(200.0).holds(5_000),
    offer(DECCAN,    ("Mango", "Alphonso"),                          inr(1525, 0), "box",    "Pune, Maharashtra",           900.0, Some("3 kg box, carbide-free ripening")).min(50.0).holds(3_000),
    offer(GIR,       ("Mango", "Alphonso"),                           inr(480, 0), "kg",     "Valsad, Gujarat",            6000.0, Some("Valsad Hapus, graded 220 g+")).min(300.0),
    offer(JALGAON,   ("Mango", "Alphonso"),                        inr(410000, 0), "ton",    "Navi Mumbai (APMC Vashi)",     12.0, Some("Reefer-ready, hot-water treated")).min(1.0),
    offer(GIR,       ("Mango", "Kesar"),                              inr(88, 0), "kg",     "Talala, Gujarat",           25000.0, Some("Gir Kesar GI")).min(2000.0),
    offer(RATNAGIRI, ("Mango", "Kesar"),                             inr(620, 0), "box",    "Ratnagiri, Maharashtra",     1200.0, Some("5 kg box")).min(100.0).holds(5_000),
    offer(ANDHRA,    ("Mango", "Kesar"),                           inr(91000, 0), "ton",    "Kurnool, Andhra Pradesh",      30.0, None).min(3.0),
    offer(ANDHRA,    ("Mango", "Banganapalli"),                       inr(68, 0), "kg",     "Banaganapalle, Andhra Pradesh", 40000.0, Some("GI-tagged, 350 g+")).min(1000.0),
    offer(JALGAON,   ("Mango", "Banganapalli"),                      inr(540, 0), "box",    "Hyderabad, Telangana",       2000.0, Some("8 kg box")).holds(8_000),
    // Pomegranate
    offer(GIR,       ("Pomegranate", "Bhagwa"),                      inr(118, 0), "kg",     "Bhuj, Gujarat",             15000.0, Some("Aril colour deep red")).min(1000.0),
    offer(JALGAON,   ("Pomegranate", "Bhagwa"),                      inr(365, 0), "box",    "Jalgaon, Maharashtra",       4000.0, Some("3.5 kg box, count 12")).min(300.0).holds(3_500),
    offer(KONKAN,    ("Pomegranate", "Bhagwa"),                   inr(98000, 0), "ton",    "Sangola, Maharashtra",         40.0, Some("EU residue compliant")).min(5.0),
    offer(GIR,       ("Pomegranate", "Ganesh"),                       inr(84, 0), "kg",     "Bhuj, Gujarat",              9000.0, None).min(500.0),
    offer(JALGAON,   ("Pomegranate", "Ganesh"),                      inr(295, 0), "box",    "Jalgaon, Maharashtra",       2500.0, Some("3.5 kg box")).holds(3_500),
    // Banana
    offer(JALGAON,   ("Banana", "Cavendish (Grand Naine)"),        inr(19800, 0), "ton",    "Jalgaon, Maharashtra",        800.0, Some("13.5 kg boxes, GlobalGAP")).min(20.0),
    offer(ANDHRA,    ("Banana", "Cavendish (Grand Naine)"),           inr(23, 0), "kg",     "Anantapur, Andhra Pradesh", 90000.0, None).min(5000.0),
    offer(KONKAN,    ("Banana", "Cavendish (Grand Naine)"),          inr(310, 0), "box",    "Navi Mumbai, Maharashtra",   6000.0, Some("13 kg box")).min(500.0).holds(13_000),
    offer(MALABAR,   ("Banana", "Nendran"),                           inr(52, 0), "kg",     "Kochi, Kerala",             12000.0, Some("For chips and ripening")).min(500.0),
    offer(ANDHRA,    ("Banana", "Nendran"),                        inr(46000, 0), "ton",    "Tirupati, Andhra Pradesh",     20.0, None).min(2.0),
    // Grapes
    offer(JALGAON,   ("Grapes", "Thompson Seedless"),                inr(780, 0), "box",    "Nashik, Maharashtra",       10000.0, Some("8.2 kg box, 18 mm+")).min(600.0).holds(8_200),
    offer(KONKAN,    ("Grapes", "Thompson Seedless"),                 inr(79, 0), "kg",     "Sangli, Maharashtra",       50000.0, None).min(2000.0),
    offer(ANDHRA,    ("Grapes", "Thompson Seedless"),              inr(82000, 0), "ton",    "Bengaluru, Karnataka",        60.0, Some("Residue tested for the EU")).min(8.0),
    offer(JALGAON,   ("Grapes", "Sharad Seedless"),                   inr(98, 0), "kg",     "Nashik, Maharashtra",       15000.0, Some("Black, crunchy")).min(1000.0),
    offer(KONKAN,    ("Grapes", "Sharad Seedless"),                  inr(690, 0), "box",    "Sangli, Maharashtra",        3000.0, Some("8 kg box")).holds(8_000),
    offer(JALGAON,   ("Grapes", "Flame Seedless"),                   inr(720, 0), "box",    "Nashik, Maharashtra",        4000.0, Some("8.2 kg box")).min(300.0).holds(8_200),
    offer(GIR,       ("Grapes", "Flame Seedless"),                    inr(88, 0), "kg",     "Surat, Gujarat",             9000.0, None).min(500.0),
    // Turmeric
    offer(ERODE,     ("Turmeric", "Salem Finger"),                   inr(138, 0), "kg",     "Erode, Tamil Nadu",         80000.0, Some("Polished, curcumin 3%")).min(1000.0),
    offer(GUNTUR,    ("Turmeric", "Salem Finger"),                inr(131000, 0), "ton",    "Duggirala, Andhra Pradesh",    50.0, None).min(5.0),
    offer(KUMILY,    ("Turmeric", "Salem Finger"),                  inr(1650, 0), "box",    "Kochi, Kerala",               800.0, Some("10 kg carton")).min(20.0).holds(10_000),
    offer(ERODE,     ("Turmeric", "Erode Finger"),                   inr(152, 0), "kg",     "Erode, Tamil Nadu",         60000.0, Some("GI-tagged Erode Manjal")).min(500.0),
    offer(MALABAR,   ("Turmeric", "Erode Finger"),                   inr(161, 0), "kg",     "Kochi, Kerala",             20000.0, None).min(250.0),
    offer(GUNTUR,    ("Turmeric", "Erode Finger"),                inr(142000, 0), "ton",    "Guntur, Andhra Pradesh",       30.0, Some("Steam sterilised on request")).min(2.0),
    offer(ERODE,     ("Turmeric", "Lakadong Powder"),                inr(165, 0), "packet", "Erode, Tamil Nadu",          6000.0, Some("500 g pouch")).min(200.0).holds(500),
    offer(KUMILY,    ("Turmeric", "Lakadong Powder"),                inr(540, 0), "kg",     "Idukki, Kerala",             2000.0, Some("Curcumin 8%")).min(25.0),
    // Black Pepper
    offer(KUMILY,    ("Black Pepper", "Malabar Garbled (MG1)"),      inr(668, 0), "kg",     "Kumily, Kerala",            15000.0, Some("550 g/l bulk density")).min(500.0),
    offer(GUNTUR,    ("Black Pepper", "Malabar Garbled (MG1)"),   inr(630000, 0), "ton",    "Kochi, Kerala",                20.0, None).min(2.0),
    offer(ERODE,     ("Black Pepper", "Malabar Garbled (MG1)"),     inr(6900, 0), "box",    "Coimbatore, Tamil Nadu",      400.0, Some("10 kg carton")).min(10.0).holds(10_000),
    offer(KUMILY,    ("Black Pepper", "Tellicherry Extra Bold (TGEB)"), inr(745, 0), "kg",  "Kumily, Kerala",             6000.0, Some("4.75 mm+")).min(250.0),
    offer(ERODE,     ("Black Pepper", "Tellicherry Extra Bold (TGEB)"), inr(790, 0), "kg",  "Erode, Tamil Nadu",          3000.0, None).min(100.0),
    offer(MALABAR,   ("Black Pepper", "Coorg Bold"),                 inr(690, 0), "kg",     "Madikeri, Karnataka",        5000.0, Some("Sun dried")).min(200.0),
    offer(KUMILY,    ("Black Pepper", "Coorg Bold"),              inr(665000, 0), "ton",    "Kumily, Kerala",               10.0, None).min(1.0),
    offer(ERODE,     ("Black Pepper", "Coorg Bold"),                  inr(72, 0), "packet", "Erode, Tamil Nadu",          9000.0, Some("100 g retail pack")).min(500.0).holds(100),
    // Cardamom
    offer(KUMILY,    ("Cardamom", "Alleppey Green Extra Bold (AGEB)"), inr(2790, 0), "kg",  "Vandanmedu, Kerala",         3000.0, Some("8 mm+, bold green")).min(50.0),
    offer(GUNTUR,    ("Cardamom", "Alleppey Green Extra Bold (AGEB)"), inr(14500, 0), "box", "Bodinayakanur, Tamil Nadu",   150.0, Some("5 kg box")).min(4.0).holds(5_000),
    offer(ERODE,     ("Cardamom", "Alleppey Green Extra Bold (AGEB)"), inr(295, 0), "packet", "Erode, Tamil Nadu",        5000.0, Some("100 g pack")).holds(100),
    offer(KUMILY,    ("Cardamom", "Alleppey Green Bold (AGB)"),     inr(2480, 0), "kg",     "Kumily, Kerala",             4000.0, Some("7–8 mm")).min(50.0),
    offer(MALABAR,   ("Cardamom", "Alleppey Green Bold (AGB)"),    inr(12200, 0), "box",    "Kochi, Kerala",               300.0, Some("5 kg box")).min(5.0).holds(5_000),
    // Red Chilli
    offer(GUNTUR,    ("Red Chilli", "Guntur Sannam S4"),             inr(218, 0), "kg",     "Guntur, Andhra Pradesh",   120000.0, Some("Stemless on request")).min(2000.0),
    offer(ANDHRA,    ("Red Chilli", "Guntur Sannam S4"),          inr(225000, 0), "ton",    "Khammam, Telangana",           40.0, None).min(5.0),
    offer(ERODE,     ("Red Chilli", "Guntur Sannam S4"),            inr(2450, 0), "box",    "Erode, Tamil Nadu",           900.0, Some("10 kg carton")).min(30.0).holds(10_000),
    offer(GUNTUR,    ("Red Chilli", "Byadgi"),                       inr(315, 0), "kg",     "Byadgi, Karnataka",         30000.0, Some("Deep colour, low heat")).min(1000.0),
    offer(KUMILY,    ("Red Chilli", "Byadgi"),                       inr(340, 0), "kg",     "Kochi, Kerala",              5000.0, None).min(200.0),
    offer(GUNTUR,    ("Red Chilli", "Teja (S17)"),                   inr(255, 0), "kg",     "Guntur, Andhra Pradesh",    60000.0, Some("75,000–100,000 SHU")).min(1000.0),
    offer(ANDHRA,    ("Red Chilli", "Teja (S17)"),                inr(248000, 0), "ton",    "Khammam, Telangana",           25.0, None).min(3.0),
    offer(MALABAR,   ("Red Chilli", "Teja (S17)"),                  inr(2750, 0), "box",    "Kochi, Kerala",               600.0, Some("10 kg carton")).min(20.0).holds(10_000),
    // Cotton Fabric
    offer(VARANASI,  ("Cotton Fabric", "Organic Cotton Poplin"),    inr(8800, 0), "piece",  "Varanasi, Uttar Pradesh",     250.0, Some("50 m roll, 44\" wide")).min(20.0).holds(50_000),
    offer(ERODE,     ("Cotton Fabric", "Organic Cotton Poplin"),     inr(112, 0), "metre",  "Erode, Tamil Nadu",         40000.0, Some("120 GSM, 58\" wide")).min(2500.0),
    offer(VARANASI,  ("Cotton Fabric", "Cotton Canvas"),             inr(215, 0), "metre",  "Mau, Uttar Pradesh",        25000.0, Some("10 oz, dyed to order")).min(750.0),
    offer(ERODE,     ("Cotton Fabric", "Cotton Canvas"),            inr(6200, 0), "piece",  "Karur, Tamil Nadu",           600.0, Some("50 m roll")).min(25.0).holds(50_000),
    // Silk Sarees
    offer(VARANASI,  ("Silk Sarees", "Kanchipuram Silk"),          inr(21000, 0), "piece",  "Varanasi, Uttar Pradesh",      60.0, Some("Pure zari")).min(3.0),
    offer(ERODE,     ("Silk Sarees", "Kanchipuram Silk"),          inr(16800, 0), "piece",  "Arani, Tamil Nadu",           200.0, Some("Half-fine zari")).min(10.0),
    offer(VARANASI,  ("Silk Sarees", "Banarasi Silk"),             inr(14500, 0), "piece",  "Varanasi, Uttar Pradesh",     300.0, Some("Katan silk, handwoven")).min(5.0),
    offer(WEAVES,    ("Silk Sarees", "Banarasi Silk"),             inr(15900, 0), "piece",  "Kanchipuram, Tamil Nadu",     100.0, Some("Silk Mark certified")),
    offer(ERODE,     ("Silk Sarees", "Banarasi Silk"),            inr(135000, 0), "box",    "Salem, Tamil Nadu",            20.0, Some("Box of 10 sarees")).min(2.0).holds(10_000),
    // Spare offers of the fruit suppliers, so their inboxes and pages show more than one.
    offer(RATNAGIRI, ("Banana", "Cavendish (Grand Naine)"),          inr(24, 0), "kg",     "Ratnagiri, Maharashtra",    20000.0, None).min(1000.0),
    offer(RATNAGIRI, ("Grapes", "Thompson Seedless"),                inr(83, 0), "kg",     "Ratnagiri, Maharashtra",     8000.0, None).min(500.0),
];
