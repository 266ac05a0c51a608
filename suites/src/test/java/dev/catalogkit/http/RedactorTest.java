package dev.catalogkit.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

class RedactorTest {

  @Test
  void aSecretIsRedactedAlsoInTheFormsAJsonStringWritesIt() {
    Redactor redactor = new Redactor(Set.of("tok/42"));

    assertThat(redactor.text("a tok/42 b")).isEqualTo("a <redacted> b");
    assertThat(redactor.text("\"tok\\/42\"")).isEqualTo("\"<redacted>\"");
    assertThat(redactor.text("\\u0074\\u006f\\u006b\\u002f\\u0034\\u0032")).isEqualTo("<redacted>");
    assertThat(redactor.text("\\u0074\\u006F\\u006B\\u002F\\u0034\\u0032")).isEqualTo("<redacted>");
  }
}
