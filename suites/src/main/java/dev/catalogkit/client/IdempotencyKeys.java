package dev.catalogkit.client;

import java.util.UUID;

/**
 * Idempotency keys as the spec pages ask: UUIDv7 in string form (RFC 9562) — 48 bits of Unix time
 * in milliseconds, version 7, variant 10, the rest random — a new one for every logical operation.
 */
public final class IdempotencyKeys {

  private IdempotencyKeys() {}

  public static String next() {
    long millis = System.currentTimeMillis();
    UUID random = UUID.randomUUID(); // the JDK's secure random bits, without a generator of our own
    long high = (millis << 16) | 0x7000L | (random.getMostSignificantBits() & 0x0fffL);
    long low = (random.getLeastSignificantBits() & 0x3fffffffffffffffL) | 0x8000000000000000L;
    return new UUID(high, low).toString();
  }
}
