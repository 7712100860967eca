// The money path's own failure codes, apart from the hook so that
// failureText can word them without loading the machine.

/** A send rejects with this when its unconfirmed intent is not in the records: nothing happened, it may be sent again. */
export const NOT_RECEIVED_CODE = "client.money.not.received";

/** A send rejects with this while an unconfirmed intent is still in hand (nothing is sent). */
export const LOCKED_CODE = "client.money.locked";
