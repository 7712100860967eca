// Texts of the notice, help and game-guide (/m/read/*) screens.
import { defineTexts } from "../define-texts.ts";

/** Titles of the routes these texts are for: in the root texts' LL.titles, so the frame shows them before this namespace loads. */
export const titles = defineTexts({
	en: {
		notice: 'Announcement',
		help: 'Help center',
		read: 'Game guide',
		readTopics: {
			live: 'Live casino',
			sport: 'Sports',
			esport: 'E-sports',
			rng: 'Slots',
			pvp: 'Poker',
			fish: 'Fishing',
			lott: 'Lottery',
		},
	},
	cn: {
		notice: '公告',
		help: '帮助中心',
		read: '游戏指南',
		readTopics: {
			live: '真人视讯',
			sport: '体育',
			esport: '电竞',
			rng: '电子',
			pvp: '棋牌',
			fish: '捕鱼',
			lott: '彩票',
		},
	},
	ms: {
		notice: 'Pengumuman',
		help: 'Pusat bantuan',
		read: 'Panduan permainan',
		readTopics: {
			live: 'Kasino langsung',
			sport: 'Sukan',
			esport: 'E-sukan',
			rng: 'Slot',
			pvp: 'Poker',
			fish: 'Memancing',
			lott: 'Loteri',
		},
	},
});

export default defineTexts({
	en: {
		breadcrumb: {
			label: 'You are here',
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
	},
	cn: {
		breadcrumb: {
			label: '当前位置',
			home: '首页',
			announcement: '公告',
			promotion: '优惠活动',
			details: '详情',
			helpCentre: '帮助中心',
		},
		notices: {
			list: '公告列表',
			unread: '未读',
			longTerm: '长期有效',
		},
		help: {
			topics: '帮助主题',
			empty: '暂无帮助内容',
		},
		read: {
			noArticle: '该游戏类型暂无说明',
			more: '更多帮助',
		},
	},
	ms: {
		breadcrumb: {
			label: 'Anda di sini',
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
	},
});
