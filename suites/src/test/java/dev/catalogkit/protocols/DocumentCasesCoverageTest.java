package dev.catalogkit.protocols;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.spec.RequestCases;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The document drives the negative cases: every operation of a profile's OpenAPI document that
 * yields cases (a request body, or a bounded query parameter) has its cases sent by a check, or is
 * left out with a reason. An operation added to a document without either fails the build.
 */
class DocumentCasesCoverageTest {

  static Stream<ProtocolProfile> profiles() {
    return Profiles.load().all().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("profiles")
  void everyOperationWithCasesIsJudgedOrLeftOutWithAReason(ProtocolProfile profile) {
    assertThat(profile.spec().operations())
        .filteredOn(operation -> !RequestCases.of(profile.spec(), operation.id()).isEmpty())
        .extracting(operation -> operation.id())
        .allSatisfy(
            id ->
                assertThat(
                        profile.operationsWithDocumentCases().contains(id)
                            || !profile
                                .operationsWithoutDocumentCases()
                                .getOrDefault(id, "")
                                .isBlank())
                    .as(id + ": its document cases are neither judged nor left out with a reason")
                    .isTrue());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("profiles")
  void everyJudgedOperationHasCasesAndIsNotAlsoLeftOut(ProtocolProfile profile) {
    assertThat(profile.operationsWithDocumentCases())
        .allSatisfy(id -> assertThat(RequestCases.of(profile.spec(), id)).as(id).isNotEmpty())
        .allSatisfy(
            id -> assertThat(profile.operationsWithoutDocumentCases()).doesNotContainKey(id));
  }
}
