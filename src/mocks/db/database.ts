import type { AreaDto, BannerDto, DialogDto, PackageDto } from '../../api/contract/catalogue'
import { seedAreas } from './seedAreas'
import { seedPackages } from './seedPackages'
import { recommendedPackageIds, seedBanners, seedDialogs } from './seedContent'
import type { RedeemType, ReviewDto } from '../../api/contract/promo'
import { seedReviews } from './seedReviews'
import type { PartnershipEnquiryRecord } from './partnership'
import type { WithdrawalRecord } from './withdrawals'
import { freshAccountData, type AccountData } from './accountRecords'
import { freshOrderData, type OrderData } from './orderRecords'
import { defaultSettings, type MockSettings } from './settings'
import { scaleCatalogue } from './scaleCatalogue'
import { SeenRequests } from '../requestWindow'

/** The catalogue is read-only seed data; it is rebuilt, never persisted. */
export interface CatalogueData {
  areas: AreaDto[]
  packages: PackageDto[]
  banners: BannerDto[]
  dialogs: DialogDto[]
  recommendedPackageIds: string[]
}

/** What the mock server changes as people use it, persisted between reloads in the browser. */
export interface MutableData extends AccountData, OrderData {
  version: number
  /** QA's knobs (visitor country, recaptcha demand); see settings.ts. */
  settings: MockSettings
  /** token -> email of a signed-in session. */
  sessions: Record<
    string,
    {
      email: string
      loginType: 'accountLogin' | 'guestLogin'
      /** Epoch ms of its last use; absent on sessions saved before idle expiry existed. */
      lastSeenAt?: number
    }
  >
  /** Promo codes each account has applied (one use per code and account). */
  redemptions: { email: string; code: string; at: string }[]
  /** Account credit in USD. */
  balancesUsd: Record<string, number>
  /** Plan reviews: seeded ones plus those shoppers write for their orders. */
  reviews: ReviewDto[]
  /** Partnership enquiries from /v1/partnership/contactUs, oldest first. */
  partnershipEnquiries: PartnershipEnquiryRecord[]
  /** Withdrawal statements from /v1/withdrawal/submit, oldest first. */
  withdrawals: WithdrawalRecord[]
}

/** A signed-in session, as the gateway hands it to a handler and the payment engine reads it. */
export type SessionInfo = MutableData['sessions'][string]

/**
 * Codes the mock accepts, documented in docs/qa.md: credit in USD, or refused as expired. The
 * kind is what /v2/isRedeemedByRedeemType asks about.
 */
export const PROMO_CODES: Record<
  string,
  { creditUsd: number; redeemType: RedeemType; expired?: boolean }
> = {
  WELCOME5: { creditUsd: 5, redeemType: 'SIGNUP_GIFT' },
  TRAVEL10: { creditUsd: 10, redeemType: 'PARTNER_GIFT' },
  SUMMER2025: { creditUsd: 5, redeemType: 'PROMO_CODE', expired: true },
}

const STORAGE_KEY = 'rw_mock_db'
const DATA_VERSION = 7

function buildCatalogue(): CatalogueData {
  const areas = seedAreas()
  return {
    areas,
    packages: areas.flatMap((area) => seedPackages(area)),
    banners: seedBanners(),
    dialogs: seedDialogs(),
    recommendedPackageIds,
  }
}

function freshData(): MutableData {
  return {
    version: DATA_VERSION,
    sessions: {},
    redemptions: [],
    balancesUsd: {},
    reviews: seedReviews(),
    partnershipEnquiries: [],
    withdrawals: [],
    settings: defaultSettings(),
    ...freshAccountData(),
    ...freshOrderData(),
  }
}

/**
 * The maps keyed by what callers send (emails, tokens, client ids) as objects without a
 * prototype: an email of "__proto__" or "constructor" is then a key like any other, where on a
 * plain object it read Object.prototype and crashed the login (found by the contract test).
 */
function withKeyedMapsApart(data: MutableData): MutableData {
  for (const [key, value] of Object.entries(data)) {
    if (key === 'settings' || typeof value !== 'object' || value === null || Array.isArray(value)) {
      continue
    }
    ;(data as unknown as Record<string, unknown>)[key] = Object.assign(Object.create(null), value)
  }
  return data
}

/**
 * One mock database. In the browser it persists to localStorage so a reload keeps accounts and
 * orders, and every tab's copy follows the others through it (sync); in tests it is created
 * fresh and never touches storage.
 */
export class MockDatabase {
  readonly catalogue: CatalogueData
  data: MutableData
  private readonly storage: Storage | null

  /** `catalogueScale`: a synthetic catalogue that many times the seed's (scaleCatalogue.ts). */
  constructor(storage: Storage | null = null, catalogueScale = 1) {
    this.catalogue = scaleCatalogue(buildCatalogue(), catalogueScale)
    this.storage = storage
    this.data = this.load()
  }

  /** The stored text this copy was last read from or written to. */
  private storedText: string | null = null

  private load(): MutableData {
    const stored = this.readStored()
    if (stored) {
      this.storedText = stored.text
      return stored.data
    }
    return withKeyedMapsApart(freshData())
  }

  private readStored(): { text: string; data: MutableData } | null {
    try {
      const text = this.storage?.getItem(STORAGE_KEY) ?? null
      const parsed = text ? (JSON.parse(text) as MutableData) : null
      if (text && parsed?.version === DATA_VERSION) {
        return { text, data: withKeyedMapsApart(parsed) }
      }
    } catch {
      // A corrupt copy is replaced by a fresh one (load) or left alone (sync).
    }
    return null
  }

  /**
   * Takes up what another copy wrote to the same storage since this one last read or wrote it:
   * every tab of a browser runs its own copy of the mock, and they must be one database (issue
   * 33.4). Called right before each handler runs, so a handler works on the latest data and its
   * save (handlers are synchronous) cannot overwrite another tab's change. True when it changed.
   */
  sync(): boolean {
    if (!this.storage) return false
    let text: string | null
    try {
      text = this.storage.getItem(STORAGE_KEY)
    } catch {
      return false
    }
    if (text === null || text === this.storedText) return false
    const stored = this.readStored()
    if (!stored) return false
    this.data = stored.data
    this.storedText = stored.text
    this.changeListeners.forEach((listener) => listener())
    return true
  }

  private readonly changeListeners = new Set<() => void>()

  /** The QA lab listens here to show new codes and settings as they happen. */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }

  /** Call after every change. */
  save(): void {
    try {
      if (this.storage) {
        const text = JSON.stringify(this.data)
        this.storage.setItem(STORAGE_KEY, text)
        this.storedText = text
      }
    } catch {
      // A full quota only costs persistence across reloads.
    }
    this.changeListeners.forEach((listener) => listener())
  }

  reset(): void {
    this.data = withKeyedMapsApart(freshData())
    this.seenRequests.clear()
    this.save()
  }

  /** What the gateway has accepted lately, against replays (requestWindow.ts); not stored. */
  readonly seenRequests = new SeenRequests()

  areaBySlug(slug: string): AreaDto | undefined {
    return this.catalogue.areas.find((area) => area.slug === slug)
  }

  packagesOf(areaId: string): PackageDto[] {
    return this.catalogue.packages.filter((pkg) => pkg.areaId === areaId)
  }
}
