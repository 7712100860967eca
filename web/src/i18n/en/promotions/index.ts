import type { BaseTranslation } from '../../i18n-types.js'

// Texts of the promotions list, a promotion's detail and the sponsor page.
const en_promotions = {
	categories: 'Promotion categories',
	longTerm: 'Long term',
	open: 'View details',
	apply: 'Apply',
	notFound: 'This promotion is no longer available',
	backToList: 'Back to promotions',
	sponsor: {
		banners: 'Our sponsorships',
		intro: 'We proudly support clubs, teams and tournaments across Asia.',
	},
} satisfies BaseTranslation

export default en_promotions
