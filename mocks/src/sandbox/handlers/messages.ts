// Inbox and announcements with the member's read marks: marking a notice
// read lowers `footer.unreadCount`; the inbox's unread messages are what
// GET EMFE_getInboxUnreadCount counts; opening (PUT EMFE_updateInboxRead)
// and deleting (DELETE EMFE_deleteInbox) change them. The older clients'
// inbox calls (CSP_getInbox, CSP_unreadCount, POST /wps/message/read,
// DELETE /wps/message/inbox) read and change the same messages.
import { ok, refuse, type HandlerTable, type Schemas, type SandboxRequest } from "../handler-types.ts";
import { legacyIdOf, legacyMessage, sentAt, type InboxMail } from "../inbox.ts";
import type { Member, SandboxState } from "../state.ts";
import { checked } from "./encrypted-payload.ts";

type Announcement = Schemas["Announcement"];
type Lists = Schemas["AnnouncementList"];

/** The content types of `types` and the lists of AnnouncementList they fill. */
const LIST_OF_TYPE: Record<string, keyof Lists> = { PR: "promotion", B: "banners", PL: "player", PU: "popup", H: "hot", A: "agent" };
/** Lists whose unread items count as unread notices (spec §2 message centre, agent footer). */
const NOTICE_LISTS: (keyof Lists)[] = ["player", "agent"];

function withReadMarks(items: Announcement[], member: Member | undefined): Announcement[] {
  // Visitors and trial accounts never have read marks (spec §4).
  const marks = member && member.type !== 4 ? member.readAnnouncements : new Set<number>();
  return items.map((item) => ({ ...item, read: marks.has(item.id) }));
}

function announcementIds(state: SandboxState): Set<number> {
  const lists = Object.values(state.announcements).filter(Array.isArray) as { id?: number }[][];
  return new Set(lists.flat().flatMap((item) => (typeof item.id === "number" ? [item.id] : [])));
}

const unreadInbox = (member: Member) => member.inbox.filter((message) => !message.read).length;

function positive(query: URLSearchParams, name: string, fallback: number): number {
  const value = Number(query.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The time bound `startTime`/`endTime` (epoch ms), or undefined when not sent. */
function bound(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  return raw && /^\d{1,16}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * The messages the read or delete call names, all of its `recordSource`; the
 * refusal when the source is missing or one of them is not the member's (any
 * longer). Ids match as the client sends them: a number or `N-<id>` text.
 */
function named(request: SandboxRequest, ids: readonly (string | number)[]): InboxMail[] | { refusal: ReturnType<typeof refuse> } {
  const source = request.query.get("recordSource");
  if (!source) return { refusal: refuse("request_param_err", "recordSource is required") };
  const wanted = new Set(ids.map(String));
  const found = request.member!.inbox.filter((mail) => wanted.has(String(mail.inboxId)) && mail.recordSource === source);
  if (found.length < wanted.size) return { refusal: refuse("inbox.not.found", "Message not found") };
  return found;
}

export const messageHandlers: HandlerTable = {
  getAnnouncements: (request, { state }) => {
    const asked = new Set((request.query.get("types") ?? "").split(",").map((type) => LIST_OF_TYPE[type]));
    const source = state.announcements;
    const list = (name: keyof Lists) => (asked.has(name) ? ((source[name] as unknown[] | undefined) ?? []) : []);
    const value: Lists = {
      promotion: withReadMarks(list("promotion") as Announcement[], request.member),
      banners: list("banners") as Schemas["Banner"][],
      player: withReadMarks(list("player") as Announcement[], request.member),
      popup: withReadMarks(list("popup") as Announcement[], request.member),
      hot: withReadMarks(list("hot") as Announcement[], request.member),
      ...(asked.has("agent") ? { agent: withReadMarks(list("agent") as Announcement[], request.member) } : {}),
    };
    const unreadCount = NOTICE_LISTS.flatMap((name) => (value[name] as Announcement[] | undefined) ?? []).filter((item) => !item.read).length;
    return ok<"getAnnouncements">({ success: true, value: { ...value, footer: { unreadCount: request.member && request.member.type !== 4 ? unreadCount : 0 } } });
  },

  markAnnouncementRead: (request, context) => {
    const read = checked<Schemas["MarkAnnouncementReadRequest"]>(request.json, context, "MarkAnnouncementReadRequest");
    if (!read.ok) return read;
    const { announcementId, read: isRead } = read.payload;
    if (!announcementIds(context.state).has(announcementId)) return refuse("announcement.not.found", "Announcement not found");
    const marks = request.member!.readAnnouncements;
    if (isRead) marks.add(announcementId);
    else marks.delete(announcementId);
    return ok<"markAnnouncementRead">({ success: true, value: true });
  },

  // The member centre's inbox: the messages sent within startTime..endTime (when sent), newest first, `size` a page.
  getInbox: (request) => {
    const from = bound(request.query, "startTime");
    const to = bound(request.query, "endTime");
    const size = positive(request.query, "size", 20);
    const page = positive(request.query, "page", 1);
    const matches = request
      .member!.inbox.filter((mail) => (from === undefined || sentAt(mail) >= from) && (to === undefined || sentAt(mail) <= to))
      .sort((a, b) => sentAt(b) - sentAt(a));
    return ok<"getInbox">({ success: true, value: { content: matches.slice((page - 1) * size, page * size), totalPages: Math.ceil(matches.length / size) } });
  },

  getInboxUnreadCount: (request) => ok<"getInboxUnreadCount">({ success: true, value: unreadInbox(request.member!) }),

  // PUT EMFE_updateInboxRead?recordSource=…, body {id} or {ids}: read, so the unread count drops.
  markInboxRead: (request, context) => {
    const body = checked<Schemas["InboxReadRequest"]>(request.json, context, "InboxReadRequest");
    if (!body.ok) return body;
    const ids = [...(body.payload.id !== undefined ? [body.payload.id] : []), ...(body.payload.ids ?? [])];
    const found = named(request, ids);
    if ("refusal" in found) return found.refusal;
    for (const mail of found) mail.read = true;
    return ok<"markInboxRead">({ success: true, value: true });
  },

  // DELETE EMFE_deleteInbox?inboxIds=…&inboxIds=…&recordSource=…: gone from the list and the count.
  deleteInbox: (request) => {
    const ids = request.query.getAll("inboxIds");
    if (ids.length === 0) return refuse("request_param_err", "inboxIds is required");
    const found = named(request, ids);
    if ("refusal" in found) return found.refusal;
    const gone = new Set(found);
    request.member!.inbox = request.member!.inbox.filter((mail) => !gone.has(mail));
    return ok<"deleteInbox">({ success: true, value: true });
  },

  // The older clients' inbox (CSP_getInbox): the same messages in their shape, pageNo/pageSize.
  getInboxLegacy: (request) => {
    const member = request.member!;
    const pageSize = positive(request.query, "pageSize", 20);
    const pageNo = positive(request.query, "pageNo", 1);
    const all = [...member.inbox].sort((a, b) => sentAt(b) - sentAt(a));
    return ok<"getInboxLegacy">({
      success: true,
      value: {
        content: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(legacyMessage),
        pageNum: pageNo,
        totalPages: Math.ceil(all.length / pageSize),
        totalCount: all.length,
        unreadCount: unreadInbox(member),
      },
    });
  },

  getInboxUnreadCountLegacy: (request) => ok<"getInboxUnreadCountLegacy">({ success: true, value: unreadInbox(request.member!) }),

  // The legacy client's read (POST /wps/message/read, form data `messageIds=1,2`), by the older clients' ids.
  markMessagesRead: (request) => {
    const ids = messageIdsOf(new URLSearchParams(request.bodyText).get("messageIds"));
    if (!ids) return refuse("request_param_err", "messageIds must list message ids");
    const found = request.member!.inbox.filter((mail) => ids.has(legacyIdOf(mail)));
    if (found.length < ids.size) return refuse("message.not.found", "Message not found");
    for (const mail of found) mail.read = true;
    return ok<"markMessagesRead">({ success: true, value: true });
  },

  // The legacy client's delete (DELETE /wps/message/inbox?messageIds=1,2).
  deleteInboxMessages: (request) => {
    const ids = messageIdsOf(request.query.get("messageIds"));
    if (!ids) return refuse("request_param_err", "messageIds must list message ids");
    const member = request.member!;
    if (member.inbox.filter((mail) => ids.has(legacyIdOf(mail))).length < ids.size) return refuse("message.not.found", "Message not found");
    member.inbox = member.inbox.filter((mail) => !ids.has(legacyIdOf(mail)));
    return ok<"deleteInboxMessages">({ success: true, value: true });
  },
};

/** "51008,51003" → the ids; undefined when the list is missing or not all digits. */
function messageIdsOf(raw: string | null): Set<number> | undefined {
  if (!raw || !/^\d{1,19}(,\d{1,19})*$/.test(raw)) return undefined;
  return new Set(raw.split(",").map(Number));
}
