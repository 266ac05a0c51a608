package dev.catalogkit.protocols;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.spec.RequestCases;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The document drives the negative cases: every operation of a profile's OpenAPI document that
 * yields cases (a request body, or a bounded query parameter) has its cases sent by a check, or is
 * left out with a reason, as the profile's {@code document-cases.tsv} (a test resource beside its
 * {@code ProtocolProfile} class) says. An operation added to a document without either fails the
 * build.
 */
class DocumentCasesCoverageTest {

  /** Per line: an operation ID, then {@value #JUDGED} or why no check sends its cases. */
  private static final String DOCUMENT_CASES = "document-cases.tsv";

  private static final String JUDGED = "judged";

  static Stream<ProtocolProfile> profiles() {
    return Profiles.load().all().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("profiles")
  void everyOperationWithCasesIsJudgedOrLeftOutWithAReason(ProtocolProfile profile)
      throws IOException {
    Map<String, String> declared = declared(profile);
    assertThat(profile.spec().operations())
        .filteredOn(operation -> !RequestCases.of(profile.spec(), operation.id()).isEmpty())
        .extracting(operation -> operation.id())
        .allSatisfy(
            id ->
                assertThat(declared.getOrDefault(id, ""))
                    .as(id + ": its document cases are neither judged nor left out with a reason")
                    .isNotBlank());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("profiles")
  void everyJudgedOperationHasCases(ProtocolProfile profile) throws IOException {
    assertThat(declared(profile))
        .allSatisfy(
            (id, judgedOrWhy) -> {
              if (judgedOrWhy.equals(JUDGED)) {
                assertThat(RequestCases.of(profile.spec(), id)).as(id).isNotEmpty();
              }
            });
  }

  /** The profile's lines of {@value #DOCUMENT_CASES}; none where it has no such file. */
  private static Map<String, String> declared(ProtocolProfile profile) throws IOException {
    Map<String, String> declared = new TreeMap<>();
    try (InputStream in = profile.getClass().getResourceAsStream(DOCUMENT_CASES)) {
      if (in == null) {
        return declared;
      }
      new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(line -> !line.isBlank() && !line.startsWith("#"))
          .map(line -> line.split("\t", 2))
          .forEach(
              fields -> {
                if (declared.put(fields[0], fields[1].strip()) != null) {
                  throw new IllegalStateException(
                      fields[0] + " has two lines in " + DOCUMENT_CASES);
                }
              });
    }
    return declared;
  }
}
