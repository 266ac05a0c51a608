package dev.catalogkit.cli;

import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.Profile;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code serve}: runs the reference catalog alone on 127.0.0.1 until interrupted. */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = "Serve the kit's reference catalog on 127.0.0.1 until Ctrl-C.")
final class ServeCommand implements Callable<Integer> {

  @Option(
      names = "--port",
      defaultValue = "8181",
      description = "Port (default: ${DEFAULT-VALUE}; 0 = any free port).")
  int port;

  @Option(
      names = "--fault",
      description = "Switch on one named fault, repeatable: ${COMPLETION-CANDIDATES}")
  List<Fault> faults = new ArrayList<>();

  @Option(
      names = "--profile",
      defaultValue = "ICEBERG",
      description = "ICEBERG or PAIMON routes (default: ${DEFAULT-VALUE}).")
  Profile profile;

  @Option(
      names = "--token",
      description = "Require this bearer token on every request but /v1/config.")
  String token;

  private final PrintWriter out;

  ServeCommand(PrintWriter out) {
    this.out = out;
  }

  @Override
  public Integer call() throws InterruptedException {
    ReferenceOptions options =
        ReferenceOptions.defaults()
            .withPort(port)
            .withFaults(faults.toArray(Fault[]::new))
            .withRequiredToken(token)
            .withProfile(profile);
    ReferenceCatalog reference = ReferenceCatalog.start(options);
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  reference.close();
                  stopped.countDown();
                }));
    out.println(
        "Reference catalog listening on "
            + reference.uri()
            + (faults.isEmpty() ? "" : " with faults " + faults));
    stopped.await();
    return ExitCodes.PASSED;
  }
}
