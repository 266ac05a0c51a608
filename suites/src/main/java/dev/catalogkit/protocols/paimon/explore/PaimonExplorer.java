package dev.catalogkit.protocols.paimon.explore;

import dev.catalogkit.engine.RunNames;
import dev.catalogkit.explore.Explorer;
import dev.catalogkit.explore.WalkResult;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import java.util.List;
import java.util.random.RandomGenerator;

/** Walks Paimon sequences, each in fresh databases named after the run. */
final class PaimonExplorer implements Explorer<PaimonStep> {

  private final PaimonCatalogClient client;
  private final RunNames names;
  private final Answers answers;
  private final boolean semanticViews;
  private final PaimonStepGenerator generator;

  /**
   * @param semanticViews whether the server implements semantic views (the gate opened)
   */
  PaimonExplorer(PaimonCatalogClient client, RunNames names, boolean semanticViews) {
    this.client = client;
    this.names = names;
    this.answers = new Answers(client.documentedResourceTypes());
    this.semanticViews = semanticViews;
    this.generator = new PaimonStepGenerator(semanticViews);
  }

  @Override
  public List<PaimonStep> sequence(RandomGenerator random, int length) {
    return generator.sequence(random, length);
  }

  @Override
  public WalkResult walk(List<PaimonStep> steps) {
    String base = names.siblingNamespace("explore").get(0);
    return new PaimonWalk(client.forCheck("explore " + base), answers, base, semanticViews)
        .walk(steps);
  }
}
