// Inbox and announcements with the member's read marks: marking a notice
// read lowers `footer.unreadCount`; the inbox's unread messages are what
// GET CSP_unreadCount counts; opening (POST /wps/message/read) and deleting
// (DELETE /wps/message/inbox) change them.
import { ok, refuse, type HandlerTable, type Schemas } from "../handler-types.ts";
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

  getInbox: (request) => {
    const member = request.member!;
    const pageSize = Math.max(1, Number(request.query.get("pageSize")) || 20);
    const pageNo = Math.max(1, Number(request.query.get("pageNo")) || 1);
    const totalCount = member.inbox.length;
    return ok<"getInbox">({
      success: true,
      value: {
        content: member.inbox.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNum: pageNo,
        totalPages: Math.ceil(totalCount / pageSize),
        totalCount,
        unreadCount: unreadInbox(member),
      },
    });
  },

  getInboxUnreadCount: (request) => ok<"getInboxUnreadCount">({ success: true, value: unreadInbox(request.member!) }),

  // Opening a message (POST /wps/message/read, form data `messageIds=1,2`): marked read, so the unread count drops.
  markMessagesRead: (request) => {
    const ids = messageIdsOf(new URLSearchParams(request.bodyText).get("messageIds"));
    if (!ids) return refuse("request_param_err", "messageIds must list message ids");
    const member = request.member!;
    const found = member.inbox.filter((message) => ids.has(message.id));
    if (found.length < ids.size) return refuse("message.not.found", "Message not found");
    for (const message of found) message.read = true;
    return ok<"markMessagesRead">({ success: true, value: true });
  },

  // DELETE /wps/message/inbox?messageIds=1,2: gone from the list and the count.
  deleteInboxMessages: (request) => {
    const ids = messageIdsOf(request.query.get("messageIds"));
    if (!ids) return refuse("request_param_err", "messageIds must list message ids");
    const member = request.member!;
    if (member.inbox.filter((message) => ids.has(message.id)).length < ids.size) return refuse("message.not.found", "Message not found");
    member.inbox = member.inbox.filter((message) => !ids.has(message.id));
    return ok<"deleteInboxMessages">({ success: true, value: true });
  },
};

/** "51008,51003" → the ids; undefined when the list is missing or not all digits. */
function messageIdsOf(raw: string | null): Set<number> | undefined {
  if (!raw || !/^\d{1,19}(,\d{1,19})*$/.test(raw)) return undefined;
  return new Set(raw.split(",").map(Number));
}
