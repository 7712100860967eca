import type { BaseTranslation } from '../../i18n-types.js'

// Texts of the message centre, the inbox and live chat.
const en_messageCentre = {
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
} satisfies BaseTranslation

export default en_messageCentre
