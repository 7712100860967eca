import type { NamespaceMessageCentreTranslation } from '../../i18n-types.js'

const cn_messageCentre = {
	centre: {
		title: '消息中心',
		telegram: '官方 Telegram',
		telegramHint: '第一时间获取资讯与优惠',
		announcements: '公告',
		announcementsHint: '平台新闻与通知',
		inbox: '站内信',
		inboxHint: '发给您账户的信件',
		liveChat: '在线客服',
		liveChatHint: '24 小时客户服务',
		affiliate: '代理合作',
		affiliateHint: '成为我们的合作伙伴',
		unread: '{count} 条未读',
	},
	inbox: {
		list: '站内信列表',
		unread: '未读',
		from: '来自 {sender}',
		open: '打开消息',
		close: '关闭',
		delete: '删除',
		confirmDelete: '确定删除这条消息？',
		deleted: '消息已删除',
		loadMore: '加载更多',
		end: '没有更多消息了',
	},
} satisfies NamespaceMessageCentreTranslation

export default cn_messageCentre
