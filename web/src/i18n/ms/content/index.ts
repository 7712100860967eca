import type { NamespaceContentTranslation } from '../../i18n-types.js'

const ms_content = {
	breadcrumb: {
		label: 'Anda di sini',
		back: 'Kembali ke halaman sebelumnya',
		home: 'Utama',
		announcement: 'Pengumuman',
		promotion: 'Promosi',
		details: 'Butiran',
		helpCentre: 'Pusat bantuan',
	},
	notices: {
		list: 'Pengumuman',
		unread: 'Belum dibaca',
		longTerm: 'Jangka panjang',
	},
	help: {
		topics: 'Topik bantuan',
		empty: 'Tiada kandungan bantuan lagi',
	},
	read: {
		noArticle: 'Belum ada panduan untuk jenis permainan ini',
		more: 'Bantuan lanjut',
	},
} satisfies NamespaceContentTranslation

export default ms_content
