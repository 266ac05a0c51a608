package dev.catalogkit.protocols.iceberg.checks;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.JsonValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** ICE-VCR-08 judges the documented form of an answered default, not the value sent. */
class DefaultValueFormTest {

  @Test
  void everyDefaultTheKitSendsIsInItsTypesDocumentedForm() {
    for (JsonNode field : Fixtures.json(CreateViewSuite.TYPED_DEFAULTS).at("/schema/fields")) {
      DefaultValueForm form = DefaultValueForm.of(field.path("type").asText());
      assertThat(form.matches(JsonValue.of(field.path("initial-default"))))
          .as(field.path("name").asText() + " as " + form.description())
          .isTrue();
    }
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "uuid, F79C3E09-677C-4BBD-A479-3F349CB785E7",
    "binary, 0a0b",
    "fixed[2], 0A0B0C",
    "'decimal(9, 4)', 123.45",
    "timestamp, 2017-11-16T22:31:08.123",
    "timestamptz_ns, 2017-11-16T22:31:08.123456789",
    "time, 22:31:08",
  })
  void aValueInAnotherFormDoesNotMatch(String type, String value) {
    assertThat(DefaultValueForm.of(type).matches(JsonValue.of(TextNode.valueOf(value)))).isFalse();
  }

  @Test
  void aValueOfAnotherKindOrANormalizedValueIsJudgedByItsForm() {
    assertThat(DefaultValueForm.of("boolean").matches(JsonValue.of(TextNode.valueOf("true"))))
        .isFalse();
    assertThat(DefaultValueForm.of("boolean").matches(JsonValue.of(BooleanNode.TRUE))).isTrue();
    // a float widened to double is another value, but still a JSON number: kept is ICE-VCR-09's
    assertThat(DefaultValueForm.of("float").matches(JsonValue.of(DoubleNode.valueOf(0.1f))))
        .isTrue();
  }
}
