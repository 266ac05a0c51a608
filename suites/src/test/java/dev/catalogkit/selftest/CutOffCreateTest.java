package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.tiers.PeerTier;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A namespace (Paimon: database) create left unanswered at Ctrl-C: the server may carry it out
 * before the janitor comes, or after it. Either way the namespaces the server holds afterwards are
 * exactly those the run printed as {@code LEFTOVER}. The proxy holds one sibling's create; the test
 * presses "Ctrl-C" while it is held. The JUnit timeout guards against a hang only.
 */
@PeerTier
@Timeout(180)
class CutOffCreateTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The create reaches the server only after the run ended: the run must say it may be left. */
  @ParameterizedTest
  @EnumSource(ServerLeftovers.class)
  void aCreateCarriedOutAfterTheCleanUpIsNamedAsMayBeLeft(ServerLeftovers protocol)
      throws Exception {
    Outcome outcome = interruptWhileACreateIsHeld(protocol, false);

    assertThat(outcome.onTheServer()).as("the held create, carried out after the run").hasSize(1);
    assertThat(outcome.printedAsLeft()).isEqualTo(outcome.onTheServer());
    assertThat(outcome.report().leftovers())
        .anySatisfy(line -> assertThat(line).contains("may be left"));
    assertThat(outcome.console()).noneMatch(line -> line.contains("nothing this run created"));
  }

  /**
   * The create reached the server, but its answer never came: the janitor drops it. Creates of
   * other checks under way at the "Ctrl-C" get their answers first, so none of them is a guess
   * either.
   */
  @ParameterizedTest
  @EnumSource(ServerLeftovers.class)
  void aCreateCarriedOutBeforeTheCleanUpIsDropped(ServerLeftovers protocol) throws Exception {
    Outcome outcome = interruptWhileACreateIsHeld(protocol, true);

    assertThat(outcome.onTheServer()).isEmpty();
    assertThat(outcome.printedAsLeft()).isEmpty();
  }

  private record Outcome(
      RunReport report, List<String> console, Set<String> onTheServer, Set<String> printedAsLeft) {}

  /**
   * Runs the kit against a proxy that holds the first create of a namespace other than the run's
   * own and presses "Ctrl-C" then; the held create is forwarded to the server before the hold
   * ({@code carriedOutFirst}) or once the run has ended.
   */
  private static Outcome interruptWhileACreateIsHeld(
      ServerLeftovers protocol, boolean carriedOutFirst) throws Exception {
    CountDownLatch held = new CountDownLatch(1);
    CountDownLatch runEnded = new CountDownLatch(1);
    CountDownLatch forwarded = new CountDownLatch(1);
    AtomicBoolean holding = new AtomicBoolean();
    AtomicReference<String> runNamespace = new AtomicReference<>();
    List<String> console = new ArrayList<>();
    KitRunner runner = new KitRunner(line -> record(console, line));
    HostileProxy[] self = new HostileProxy[1];
    try (ReferenceCatalog reference =
            ReferenceCatalog.start(ReferenceOptions.defaults().withProfile(protocol.reference()));
        HostileProxy proxy =
            new HostileProxy(
                reference.uri(),
                exchange -> {
                  if (!protocol.createsATopLevelContainer(exchange)) {
                    return false;
                  }
                  byte[] body = exchange.getRequestBody().readAllBytes();
                  Optional<String> created = protocol.topLevelNameCreated(JSON.readTree(body));
                  boolean sibling =
                      created.isPresent()
                          && !runNamespace.compareAndSet(null, created.get())
                          && !created.get().equals(runNamespace.get());
                  if (!sibling || !holding.compareAndSet(false, true)) {
                    HttpResponse<byte[]> answer = self[0].carryOut(exchange, body);
                    HostileProxy.respond(
                        exchange,
                        answer.statusCode(),
                        "application/json",
                        new String(answer.body(), StandardCharsets.UTF_8));
                    return true;
                  }
                  if (carriedOutFirst) {
                    self[0].carryOut(exchange, body);
                  }
                  held.countDown();
                  runEnded.await(120, TimeUnit.SECONDS);
                  if (!carriedOutFirst) {
                    self[0].carryOut(exchange, body);
                  }
                  forwarded.countDown();
                  return true; // unanswered: the kit gave up on it long ago
                })) {
      self[0] = proxy;
      Future<?> unused =
          CompletableFuture.runAsync(
              () -> {
                try {
                  if (held.await(120, TimeUnit.SECONDS)) {
                    runner.interrupt("interrupted (Ctrl-C)");
                  }
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
              });
      TargetConfig target =
          new TargetConfig(
              proxy.uri(),
              null,
              null,
              null,
              Map.of(),
              Duration.ofSeconds(30),
              TargetConfig.DEFAULT_MAX_BODY_BYTES);
      RunReport report =
          runner.run(RunOptions.of(Profiles.load().named(protocol.profile()), target));
      runEnded.countDown();
      assertThat(forwarded.await(60, TimeUnit.SECONDS)).as("the held create forwarded").isTrue();
      return new Outcome(
          report,
          List.copyOf(console),
          protocol.onTheServer(reference.uri(), report.run().runId()),
          protocol.printed(console));
    }
  }

  private static synchronized void record(List<String> console, String line) {
    console.add(line);
  }
}
