import type { NamespaceVipTranslation } from '../../i18n-types.js'

const ms_vip = {
	title: 'Kelab VIP',
	subtitle: 'Lebih banyak bermain, lebih banyak ganjaran',
	description: 'Lapan tahap, setiap satu dengan bonus naik tahap, bonus bulanan dan hadiah hari jadi. Tahap anda naik mengikut jumlah pertaruhan terkumpul — tanpa permohonan.',
	nav: {
		label: 'Bahagian kelab VIP',
		item1: 'Tahap',
		item2: 'Contoh',
		item3: 'Notis',
		item4: 'Terma',
	},
	levels: {
		heading: 'Tahap VIP',
		carousel: 'Tahap VIP, {count} slaid',
		slide: '{name}, tahap {index} daripada {count}',
		previous: 'Tahap sebelumnya',
		next: 'Tahap seterusnya',
		dot: 'Tunjukkan {name}',
		cumulativeTurnover: 'Pertaruhan terkumpul',
		upgradeReward: 'Bonus naik tahap',
		monthlyCondition: 'Pertaruhan bulanan untuk kekal',
		monthlyBonus: 'Bonus bulanan',
		birthdayBonus: 'Bonus hari jadi',
		none: '—',
		noCondition: 'Kekal selamanya',
	},
	example: {
		heading: 'Contoh',
		upgrade: 'Capai {turnover} pertaruhan terkumpul dan anda menjadi {level}, dengan bonus naik tahap {bonus}.',
		monthly: 'Dari {level} anda menerima bonus bulanan {bonus} ke atas, dibayar pada 1hb setiap bulan.',
		claimWithin: 'Bonus naik tahap dan bonus bulanan mesti dituntut dalam {days} hari, atau ia luput.',
		turnover: 'Setiap bonus memerlukan pertaruhan {times}× sebelum boleh dikeluarkan.',
		retention: '{level} kekal dengan pertaruhan {amount} sebulan. Ahli yang tidak mencapainya turun satu tahap, ke {lower}.',
	},
	notice: {
		heading: 'Notis',
		bannerTitle: 'Bonus naik tahap dan hari jadi',
		bannerText: 'Naik tahap untuk bonus segera; dari {level} hadiah hari jadi sehingga {bonus} menanti anda.',
		item1: 'Bonus masuk ke pusat ganjaran. Tuntut di sana.',
		item2: 'Tahap disemak pada 1hb setiap bulan berdasarkan pertaruhan bulan sebelumnya.',
		item3: 'Hanya pertaruhan sah yang diselesaikan dikira; pertaruhan dibatalkan atau seri tidak dikira.',
	},
	terms: {
		heading: 'Terma dan syarat',
		item1: 'Program VIP terbuka kepada semua ahli wang sebenar. Akaun percubaan tidak layak.',
		item2: 'Pertaruhan terkumpul dikira dari hari akaun dibuka.',
		item3: 'Setiap bonus naik tahap dibayar sekali bagi setiap tahap; tahap yang dicapai semula selepas turun tidak dibayar lagi.',
		item4: 'Bonus hari jadi dibayar pada bulan hari jadi yang didaftarkan, kepada ahli pada tahap yang mempunyai bonus hari jadi.',
		item5: 'Kami boleh mengubah atau menamatkan program ini, dan boleh menahan bonus daripada akaun yang menyalahgunakannya.',
	},
} satisfies NamespaceVipTranslation

export default ms_vip
