import type { NamespacePromotionsTranslation } from '../../i18n-types.js'

const cn_promotions = {
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
} satisfies NamespacePromotionsTranslation

export default cn_promotions
