import type { NamespaceContentTranslation } from '../../i18n-types.js'

const cn_content = {
	breadcrumb: {
		label: '当前位置',
		back: '返回上一页',
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
} satisfies NamespaceContentTranslation

export default cn_content
