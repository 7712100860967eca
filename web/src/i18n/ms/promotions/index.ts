import type { NamespacePromotionsTranslation } from '../../i18n-types.js'

const ms_promotions = {
	categories: 'Kategori promosi',
	longTerm: 'Jangka panjang',
	open: 'Lihat butiran',
	apply: 'Mohon',
	notFound: 'Promosi ini tidak lagi tersedia',
	backToList: 'Kembali ke promosi',
	sponsor: {
		banners: 'Tajaan kami',
		intro: 'Kami dengan bangganya menyokong kelab, pasukan dan kejohanan di seluruh Asia.',
	},
} satisfies NamespacePromotionsTranslation

export default ms_promotions
