package dev.catalogkit.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Keys are UUIDv7 strings (RFC 9562) carrying the current time, and never repeat. */
class IdempotencyKeysTest {

  @Test
  void aKeyIsAVersion7Rfc9562UuidInLowerCaseStringForm() {
    String key = IdempotencyKeys.next();
    UUID uuid = UUID.fromString(key);
    assertThat(key).hasSize(36).isLowerCase();
    assertThat(uuid.version()).isEqualTo(7);
    assertThat(uuid.variant()).isEqualTo(2);
  }

  @Test
  void aKeyCarriesTheUnixTimeInMilliseconds() {
    long before = System.currentTimeMillis();
    long stamped = UUID.fromString(IdempotencyKeys.next()).getMostSignificantBits() >>> 16;
    long after = System.currentTimeMillis();
    assertThat(stamped).isBetween(before, after);
  }

  @Test
  void keysDoNotRepeat() {
    Set<String> keys = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      keys.add(IdempotencyKeys.next());
    }
    assertThat(keys).hasSize(10_000);
  }
}
