package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.ExchangeRecord;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerMessageTest {

  @Test
  void anIcebergErrorBodySaysItsTypeAndMessage() {
    assertThat(
            ServerMessage.of(
                answer(
                    500,
                    "{\"error\":{\"message\":\"Cannot parse\",\"type\":\"IllegalArgumentException\","
                        + "\"code\":500}}")))
        .isEqualTo("IllegalArgumentException: Cannot parse");
  }

  @Test
  void aFlatErrorBodySaysItsMessage() {
    assertThat(
            ServerMessage.of(answer(404, "{\"message\":\"Database db not found\",\"code\":404}")))
        .isEqualTo("Database db not found");
  }

  @Test
  void aBodyThatIsNoErrorObjectIsShownAsItCameCutAndOnOneLine() {
    assertThat(ServerMessage.of(answer(500, "<html>\n  <body>Server Error</body>\n</html>")))
        .isEqualTo("<html> <body>Server Error</body> </html>");
    assertThat(ServerMessage.of(answer(500, "x".repeat(1000))))
        .hasSize(ServerMessage.MAX_CHARS + 1)
        .endsWith("\u2026");
  }

  @Test
  void aSuccessOrAnEmptyAnswerSaysNothingAndNoAnswerSaysWhy() {
    assertThat(ServerMessage.of(answer(200, "{\"message\":\"data, not words\"}"))).isNull();
    assertThat(ServerMessage.of(answer(404, ""))).isNull();
    assertThat(ServerMessage.of(unanswered("connection refused"))).isEqualTo("connection refused");
  }

  private static ExchangeRecord answer(int status, String body) {
    return exchange(status, body, null);
  }

  private static ExchangeRecord unanswered(String why) {
    return exchange(null, null, why);
  }

  private static ExchangeRecord exchange(Integer status, String body, String transportError) {
    return new ExchangeRecord(
        "loadView",
        "GET",
        "http://127.0.0.1:1/v1/namespaces/ns/views/v",
        Map.of(),
        null,
        null,
        status,
        Map.of(),
        body,
        false,
        transportError,
        List.of(),
        1);
  }
}
