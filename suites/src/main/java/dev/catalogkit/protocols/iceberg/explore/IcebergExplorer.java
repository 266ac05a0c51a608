package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.engine.RunNames;
import dev.catalogkit.explore.Explorer;
import dev.catalogkit.explore.WalkResult;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import java.util.List;
import java.util.random.RandomGenerator;

/** Walks Iceberg sequences, each in fresh top-level namespaces named after the run. */
final class IcebergExplorer implements Explorer<IcebergStep> {

  private final IcebergCatalogClient client;
  private final RunNames names;
  private final StepGenerator generator;

  IcebergExplorer(IcebergCatalogClient client, RunNames names, boolean keyedRetries) {
    this.client = client;
    this.names = names;
    this.generator = new StepGenerator(keyedRetries);
  }

  @Override
  public List<IcebergStep> sequence(RandomGenerator random, int length) {
    return generator.sequence(random, length);
  }

  @Override
  public List<IcebergStep> simpler(IcebergStep step) {
    return List.copyOf(step.simpler());
  }

  @Override
  public WalkResult walk(List<IcebergStep> steps) {
    String base = names.siblingNamespace("explore").get(0);
    return new IcebergWalk(client.forCheck("explore " + base), base).walk(steps);
  }
}
