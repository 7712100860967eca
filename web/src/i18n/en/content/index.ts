import type { BaseTranslation } from '../../i18n-types.js'

// Texts of the notice, help and game-guide (/m/read/*) screens.
const en_content = {
	breadcrumb: {
		label: 'You are here',
		back: 'Back to previous page',
		home: 'Home',
		announcement: 'Announcement',
		promotion: 'Promotion',
		details: 'Details',
		helpCentre: 'Help center',
	},
	notices: {
		list: 'Announcements',
		unread: 'Unread',
		longTerm: 'Long term',
	},
	help: {
		topics: 'Help topics',
		empty: 'No help content yet',
	},
	read: {
		noArticle: 'There is no guide for this game type yet',
		more: 'More help',
	},
} satisfies BaseTranslation

export default en_content
