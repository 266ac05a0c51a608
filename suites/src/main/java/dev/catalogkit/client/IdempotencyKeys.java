package dev.catalogkit.client;

import java.security.SecureRandom;
import java.util.UUID;

/**
 * Idempotency keys as the spec pages ask: UUIDv7 in string form (RFC 9562) — 48 bits of Unix time
 * in milliseconds, version 7, variant 10, the rest random — a new one for every logical operation.
 */
public final class IdempotencyKeys {

  private static final SecureRandom RANDOM = new SecureRandom();

  private IdempotencyKeys() {}

  public static String next() {
    long millis = System.currentTimeMillis();
    long high = (millis << 16) | 0x7000L | (RANDOM.nextInt() & 0x0fffL);
    long low = (RANDOM.nextLong() & 0x3fffffffffffffffL) | 0x8000000000000000L;
    return new UUID(high, low).toString();
  }
}
