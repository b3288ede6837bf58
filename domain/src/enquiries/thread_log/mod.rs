//! Writing to an enquiry's conversation: adding an item, and the quote's own steps. The
//! writes that record into a thread (an enquiry sent, a request, a quote, and the
//! conversation's own messages) all sit above these, and these name none of them.

pub mod append;
pub mod events;
