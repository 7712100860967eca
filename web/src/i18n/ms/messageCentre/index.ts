import type { NamespaceMessageCentreTranslation } from '../../i18n-types.js'

const ms_messageCentre = {
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
} satisfies NamespaceMessageCentreTranslation

export default ms_messageCentre
