// Texts of the promotions list, a promotion's detail and the sponsor page.
import { defineTexts } from "../define-texts.ts";

/** Titles of the routes these texts are for: in the root texts' LL.titles, so the frame shows them before this namespace loads. */
export const titles = defineTexts({
	en: {
		activity: 'Promotion',
		activityDetail: 'Promotion',
		sponsor: 'Sponsor',
	},
	cn: {
		activity: '优惠活动',
		activityDetail: '优惠活动',
		sponsor: '赞助',
	},
	ms: {
		activity: 'Promosi',
		activityDetail: 'Promosi',
		sponsor: 'Penaja',
	},
});

export default defineTexts({
	en: {
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
	},
	cn: {
		categories: '优惠分类',
		longTerm: '长期有效',
		open: '查看详情',
		apply: '申请',
		notFound: '该优惠活动已下线',
		backToList: '返回优惠活动',
		sponsor: {
			banners: '我们的赞助',
			intro: '我们自豪地支持亚洲各地的俱乐部、球队和赛事。',
		},
	},
	ms: {
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
	},
});
