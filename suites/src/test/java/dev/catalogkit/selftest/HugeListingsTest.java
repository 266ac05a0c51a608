package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import dev.catalogkit.engine.BoundedText;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.writer.ReportWriters;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every listing names 16 objects of 120 KB each (1.9 MB a page) and pages on once: what the run
 * keeps stays bounded whatever the listings hold. Each name is far longer than any text may be, and
 * the run reads a few hundred such pages, so an unbounded text or evidence copy breaks the bounds
 * below; the memory figure against 60 names a page (7.2 MB) was measured by hand (issue 17, the
 * CHANGELOG), as a process's memory is not a test's to judge on a shared machine. Sizes are
 * asserted on the texts and files the run made. The JUnit timeout guards against a hang only: this
 * test took 37 s at a one-minute load of 15 to 25 on 2 cores, where 60 names a page took 635 s.
 */
@PeerTier
@Timeout(600)
class HugeListingsTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int NAMES = 16;
  private static final int NAME_CHARS = 120 * 1024;
  private static final long MAX_REPORT_BYTES = 50L * 1024 * 1024;

  /** A text cut by {@link BoundedText} keeps its bound and a short note of what was cut. */
  private static final int MAX_TEXT = BoundedText.MAX_CHARS + 200;

  @Test
  void failureTextsLeftoversAndReportsStayBounded() throws Exception {
    Path reports = Path.of("target", "huge-listings");
    RunReport report;
    String namespacesLeft;
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        HostileProxy proxy = new HostileProxy(reference.uri(), HugeListingsTest::hugeListing)) {
      report =
          new KitRunner(line -> {})
              .run(RunOptions.of(Profiles.load().named("iceberg"), TargetConfig.of(proxy.uri())));
      namespacesLeft =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create(reference.uri() + "/v1/reference/namespaces"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString())
              .body();
    }
    ReportWriters.writeAll(report, reports, true);

    assertThat(texts(report)).allSatisfy(text -> assertThat(text.length()).isLessThan(MAX_TEXT));
    assertThat(report.leftovers())
        .allSatisfy(line -> assertThat(line.length()).isLessThan(MAX_TEXT));
    assertThat(namespacesLeft)
        .as("the janitor dropped the run's namespaces")
        .doesNotContain(report.run().runId());
    assertThat(folderBytes(reports)).isLessThan(MAX_REPORT_BYTES);
  }

  /** Every text of a check a person reads: reason and failure. */
  private static List<String> texts(RunReport report) {
    List<String> texts = new ArrayList<>();
    for (CheckResult check : report.checks()) {
      texts.add(check.reason());
      if (check.failure() != null) {
        texts.add(check.failure().message());
        texts.add(check.failure().expected());
        texts.add(check.failure().actual());
        texts.add(check.failure().hint());
      }
    }
    return texts.stream().filter(Objects::nonNull).toList();
  }

  private static long folderBytes(Path folder) throws IOException {
    try (Stream<Path> files = Files.walk(folder)) {
      return files
          .filter(Files::isRegularFile)
          .mapToLong(
              file -> {
                try {
                  return Files.size(file);
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              })
          .sum();
    }
  }

  /** Answers the list operations (GET on a collection) with huge names; relays the rest. */
  private static boolean hugeListing(HttpExchange exchange) throws IOException {
    String path = exchange.getRequestURI().getRawPath();
    if (!exchange.getRequestMethod().equals("GET")
        || !path.matches(".*/(namespaces|views|tables)")) {
      return false;
    }
    String query = String.valueOf(exchange.getRequestURI().getRawQuery());
    int page =
        query.matches(".*pageToken=p\\d.*")
            ? query.replaceAll(".*pageToken=p(\\d).*", "$1").charAt(0) - '0'
            : 0;
    ObjectNode body = JSON.createObjectNode();
    ArrayNode listed = body.putArray(path.endsWith("/namespaces") ? "namespaces" : "identifiers");
    for (int i = 0; i < NAMES; i++) {
      String name = Character.toString('a' + i % 26).repeat(NAME_CHARS) + page + "_" + i;
      if (path.endsWith("/namespaces")) {
        listed.addArray().add(name);
      } else {
        ObjectNode identifier = listed.addObject();
        identifier.putArray("namespace").add("huge");
        identifier.put("name", name);
      }
    }
    if (page < 1) {
      body.put("next-page-token", "p" + (page + 1));
    }
    HostileProxy.respond(exchange, 200, "application/json", JSON.writeValueAsString(body));
    return true;
  }
}
