import type { NamespaceVipTranslation } from '../../i18n-types.js'

const cn_vip = {
	title: 'VIP 俱乐部',
	subtitle: '玩得越多，尊享越多',
	description: '八个等级，每级均有晋级礼金、每月红利和生日礼金。等级随累计流水自动提升，无需申请。',
	nav: {
		label: 'VIP 俱乐部栏目',
		item1: '等级',
		item2: '举例',
		item3: '须知',
		item4: '条款',
	},
	levels: {
		heading: 'VIP 等级',
		carousel: 'VIP 等级，共 {count} 张',
		slide: '{name}，第 {index}/{count} 级',
		previous: '上一级',
		next: '下一级',
		dot: '查看 {name}',
		cumulativeTurnover: '累计流水',
		upgradeReward: '晋级礼金',
		monthlyCondition: '保级月流水',
		monthlyBonus: '每月红利',
		birthdayBonus: '生日礼金',
		none: '—',
		noCondition: '永久保级',
	},
	example: {
		heading: '举例说明',
		upgrade: '累计流水达到 {turnover} 即晋级为 {level}，获得晋级礼金 {bonus}。',
		monthly: '{level} 起每月可获得 {bonus} 及以上的红利，于每月 1 日发放。',
		claimWithin: '晋级礼金和每月红利须在 {days} 天内领取，逾期作废。',
		turnover: '所有奖金须完成 {times} 倍流水后方可提款。',
		retention: '{level} 每月流水达到 {amount} 即可保级；未达到者降一级至 {lower}。',
	},
	notice: {
		heading: '活动须知',
		bannerTitle: '晋级礼金与生日礼金',
		bannerText: '晋级即送礼金；{level} 起最高可享 {bonus} 生日礼金。',
		item1: '奖金发放至奖励中心，请前往领取。',
		item2: '每月 1 日根据上月流水审核等级。',
		item3: '流水仅计算已结算的有效投注，取消或和局的投注不计。',
	},
	terms: {
		heading: '条款与规则',
		item1: 'VIP 计划适用于所有真钱会员，试玩账户不参与。',
		item2: '累计流水自开户之日起计算。',
		item3: '每个等级的晋级礼金只发放一次，降级后再次晋级不重复发放。',
		item4: '生日礼金于账户登记的生日当月发放给享有生日礼金等级的会员。',
		item5: '我们保留修改或终止本计划的权利，并可对滥用计划的账户扣除奖金。',
	},
} satisfies NamespaceVipTranslation

export default cn_vip
