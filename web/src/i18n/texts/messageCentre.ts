// Texts of the message centre, the inbox and live chat.
import { defineTexts } from "../define-texts.ts";

/** Titles of the routes these texts are for: in the root texts' LL.titles, so the frame shows them before this namespace loads. */
export const titles = defineTexts({
	en: {
		message: 'Messages',
		webEmail: 'Inbox',
	},
	cn: {
		message: '消息',
		webEmail: '站内信',
	},
	ms: {
		message: 'Mesej',
		webEmail: 'Peti masuk',
	},
});

export default defineTexts({
	en: {
		centre: {
			title: 'Messages',
			telegram: 'Official Telegram',
			telegramHint: 'News and offers first',
			announcements: 'Announcements',
			announcementsHint: 'Platform news and notices',
			inbox: 'Messages',
			inboxHint: 'Letters to your account',
			liveChat: 'Live chat',
			liveChatHint: '24-hour customer service',
			affiliate: 'Affiliate service',
			affiliateHint: 'Become our partner',
			unread: '{count} unread',
		},
		inbox: {
			list: 'Inbox messages',
			unread: 'Unread',
			from: 'From {sender}',
			open: 'Open message',
			close: 'Close',
			delete: 'Delete',
			confirmDelete: 'Delete this message?',
			deleted: 'Message deleted',
			loadMore: 'Load more',
			end: 'That is all your messages',
		},
	},
	cn: {
		centre: {
			title: '消息中心',
			telegram: '官方 Telegram',
			telegramHint: '第一时间获取资讯与优惠',
			announcements: '公告',
			announcementsHint: '平台新闻与通知',
			inbox: '站内信',
			inboxHint: '发给您账户的信件',
			liveChat: '在线客服',
			liveChatHint: '24 小时客户服务',
			affiliate: '代理合作',
			affiliateHint: '成为我们的合作伙伴',
			unread: '{count} 条未读',
		},
		inbox: {
			list: '站内信列表',
			unread: '未读',
			from: '来自 {sender}',
			open: '打开消息',
			close: '关闭',
			delete: '删除',
			confirmDelete: '确定删除这条消息？',
			deleted: '消息已删除',
			loadMore: '加载更多',
			end: '没有更多消息了',
		},
	},
	ms: {
		centre: {
			title: 'Mesej',
			telegram: 'Telegram rasmi',
			telegramHint: 'Berita dan tawaran terkini',
			announcements: 'Pengumuman',
			announcementsHint: 'Berita dan notis platform',
			inbox: 'Mesej',
			inboxHint: 'Surat untuk akaun anda',
			liveChat: 'Sembang langsung',
			liveChatHint: 'Khidmat pelanggan 24 jam',
			affiliate: 'Perkhidmatan gabungan',
			affiliateHint: 'Jadi rakan kongsi kami',
			unread: '{count} belum dibaca',
		},
		inbox: {
			list: 'Mesej peti masuk',
			unread: 'Belum dibaca',
			from: 'Daripada {sender}',
			open: 'Buka mesej',
			close: 'Tutup',
			delete: 'Padam',
			confirmDelete: 'Padam mesej ini?',
			deleted: 'Mesej dipadam',
			loadMore: 'Muat lagi',
			end: 'Itu sahaja mesej anda',
		},
	},
});
